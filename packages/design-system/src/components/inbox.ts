// Public exports of this component group; index.ts re-exports this file. Only the staff inbox uses
// them: the site loads them on that route alone.
export {
  InboxMessageList,
  type InboxMessageListCopy,
  type InboxMessageListProps,
} from './Inbox/InboxMessageList';
export { InboxFilters, type InboxFiltersCopy, type InboxFiltersProps } from './Inbox/InboxFilters';
export {
  InboxMessageView,
  type InboxMessageViewCopy,
  type InboxMessageViewProps,
} from './Inbox/InboxMessageView';
export type { InboxMessageFieldsCopy } from './Inbox/InboxMessageFields';
export {
  InboxApplicationView,
  type InboxApplicationViewCopy,
  type InboxApplicationViewProps,
} from './Inbox/InboxApplicationView';
export type { InboxApplicationFieldsCopy } from './Inbox/InboxApplicationFields';
export type { InboxApplicationActionsCopy } from './Inbox/InboxApplicationActions';
export {
  InboxApplicationFilters,
  type InboxApplicationFiltersCopy,
  type InboxApplicationFiltersProps,
} from './Inbox/InboxApplicationFilters';
export {
  InboxSectionSwitch,
  type InboxSection,
  type InboxSectionSwitchProps,
} from './Inbox/InboxSectionSwitch';
export type { InboxMessageActionsCopy } from './Inbox/InboxMessageActions';
export type { InboxDeliveryCopy } from './Inbox/InboxDeliveryStatus';
export type { DeleteMessageDialogCopy } from './Inbox/DeleteMessageDialog';
export {
  InboxEmpty,
  InboxNoMatches,
  InboxError,
  InboxAccessNotice,
  inboxAccessReasons,
  type InboxNoticeCopy,
  type InboxNoMatchesProps,
  type InboxErrorProps,
  type InboxAccessNoticeProps,
  type InboxAccessReason,
} from './Inbox/InboxStates';
export { InboxLoading, type InboxLoadingProps } from './Inbox/InboxLoading';
export { InboxRetentionNote } from './Inbox/InboxRetentionNote';
export { InboxLayout, type InboxLayoutCopy, type InboxLayoutProps } from './Inbox/InboxLayout';
export {
  StaffSignIn,
  type StaffSignInCopy,
  type StaffSignInCredentials,
  type StaffSignInProps,
} from './Inbox/StaffSignIn';
export {
  StaffSecondFactor,
  type StaffSecondFactorCopy,
  type StaffSecondFactorProps,
  type StaffSecondFactorSetup,
} from './Inbox/StaffSecondFactor';
export { QrCode, type QrCodeProps } from './Inbox/QrCode';
export {
  inboxApplicationActions,
  inboxDeliveryStates,
  inboxMessageActions,
  type InboxApplicationAction,
  type InboxApplicationCv,
  type InboxApplicationDetail,
  type InboxDelivery,
  type InboxDeliveryState,
  type InboxInterestOption,
  type InboxMessageAction,
  type InboxMessageDetail,
  type InboxMessageSummary,
  type InboxQuery,
  type InboxReadChange,
  type InboxRoleOption,
} from './Inbox/inboxTypes';
