import { firebaseStaffAuth } from '../lib/inbox/firebaseStaffAuth';
import { StaffInbox } from '../routes/inbox/StaffInbox';

/** The staff inbox (/inbox): its sign-in and everything behind it. */
export function InboxIsland() {
  return <StaffInbox auth={firebaseStaffAuth} />;
}
