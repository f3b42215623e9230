import { InboxSectionSwitch } from '@rico/design-system';
import { inboxSections } from '../../content/inboxApplications';
import type { IdTokenSource } from '../../lib/inbox/inboxApi';
import { ApplicationsScreen } from './ApplicationsScreen';
import type { AccessHandlers } from './explainFailure';
import { InboxScreen } from './InboxScreen';
import { useInboxSection } from './useInboxSection';

/**
 * The signed-in inbox: the switch between messages and job applications, and the one shown. Rendered
 * only in the browser, after sign-in, as it reads the page's address.
 */
export function InboxSections({ idToken, access }: { idToken: IdTokenSource; access: AccessHandlers }) {
  const section = useInboxSection();
  return (
    <>
      <InboxSectionSwitch
        label={inboxSections.label}
        sections={inboxSections.sections}
        current={section.section}
        onChange={section.showSection}
      />
      {section.section === 'messages' ? (
        <InboxScreen idToken={idToken} access={access} />
      ) : (
        <ApplicationsScreen
          idToken={idToken}
          access={access}
          role={section.role}
          onRoleChange={section.showRole}
        />
      )}
    </>
  );
}
