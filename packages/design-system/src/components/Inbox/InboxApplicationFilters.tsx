import { Download } from 'lucide-react';
import type { SubmitEvent } from 'react';
import { focusRing } from '../../styles/focus.css';
import { Button } from '../Button/Button';
import { Field } from '../Field/Field';
import { textControl } from '../Field/controlStyles.css';
import type { InboxRoleOption } from './inboxTypes';
import * as styles from './InboxFilters.css';
import { IconLabel } from './IconLabel';

/** The applications' filter words. */
export interface InboxApplicationFiltersCopy {
  /** The name of the search landmark, e.g. 'Filter applications'. */
  label: string;
  role: string;
  /** The role filter's first option, which filters nothing, e.g. 'All roles'. */
  allRoles: string;
  export: string;
  exporting: string;
}

export interface InboxApplicationFiltersProps {
  copy: InboxApplicationFiltersCopy;
  /** The roles to filter by, in the order to list them. */
  roles: readonly InboxRoleOption[];
  /** The role shown now; '' for every role (controlled). */
  role: string;
  onRoleChange: (role: string) => void;
  /** Export what the filter shows as CSV. */
  onExport: () => void;
  exporting?: boolean;
}

/**
 * The applications' filter in a search landmark: the role (a native select, so the keyboard works
 * as the platform's does) and Export CSV, laid out as the messages' filters are.
 */
export function InboxApplicationFilters({
  copy,
  roles,
  role,
  onRoleChange,
  onExport,
  exporting,
}: InboxApplicationFiltersProps) {
  // A change already filters: Enter must not post the form and reload.
  const stay = (event: SubmitEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <form role="search" aria-label={copy.label} className={styles.applicationsForm} onSubmit={stay}>
      <Field label={copy.role}>
        {(controlProps) => (
          <select
            {...controlProps}
            name="role"
            className={`${textControl} ${focusRing} ${styles.select}`}
            value={role}
            onChange={(event) => onRoleChange(event.currentTarget.value)}
          >
            <option value="">{copy.allRoles}</option>
            {roles.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Button variant="outline" loading={exporting} loadingLabel={copy.exporting} onClick={onExport}>
        <IconLabel icon={Download}>{copy.export}</IconLabel>
      </Button>
    </form>
  );
}
