import { Download } from 'lucide-react';
import { forwardRef, type SubmitEvent } from 'react';
import { focusRing } from '../../styles/focus.css';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { Field } from '../Field/Field';
import { textControl } from '../Field/controlStyles.css';
import type { InboxInterestOption, InboxQuery } from './inboxTypes';
import * as styles from './InboxFilters.css';
import { IconLabel } from './IconLabel';

/** The filters' words; the site keeps them with the rest of its copy. */
export interface InboxFiltersCopy {
  /** The name of the search landmark, e.g. 'Filter messages'. */
  label: string;
  search: string;
  /** Under the search label: what it matches, e.g. 'The start of any word in a name, e-mail or company'. */
  searchHint: string;
  interest: string;
  /** The interest filter's first option, which filters nothing, e.g. 'All interests'. */
  allInterests: string;
  unreadOnly: string;
  export: string;
  /** The Export button's label while the file is made, e.g. 'Exporting...'. */
  exporting: string;
}

export interface InboxFiltersProps {
  copy: InboxFiltersCopy;
  /** The interests to filter by (the services), in the order to list them. */
  interests: readonly InboxInterestOption[];
  /** What the filters show now (controlled). */
  query: InboxQuery;
  /** Called with the whole new query on every change, each keystroke of the search included. */
  onChange: (query: InboxQuery) => void;
  /** Export what the filters show as CSV. */
  onExport: () => void;
  /** While the export is made: the button says `copy.exporting` and ignores presses. */
  exporting?: boolean;
}

/**
 * The inbox's filters in a search landmark: a search box, the interest select, unread only, and
 * Export CSV. Native controls, so each works from the keyboard as the platform's own does. The ref
 * lands on the search box: where to put focus back after Clear Filters.
 */
export const InboxFilters = forwardRef<HTMLInputElement, InboxFiltersProps>(function InboxFilters(
  { copy, interests, query, onChange, onExport, exporting },
  ref,
) {
  const change = (patch: Partial<InboxQuery>) => onChange({ ...query, ...patch });
  // Every change already filters: Enter in the search box must not post the form and reload.
  const stay = (event: SubmitEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <form role="search" aria-label={copy.label} className={styles.form} onSubmit={stay}>
      <Field label={copy.search} hint={copy.searchHint} className={styles.search}>
        {(controlProps) => (
          <input
            {...controlProps}
            ref={ref}
            type="search"
            name="search"
            autoComplete="off"
            className={`${textControl} ${focusRing}`}
            value={query.search}
            onChange={(event) => change({ search: event.currentTarget.value })}
          />
        )}
      </Field>
      <Field label={copy.interest}>
        {(controlProps) => (
          <select
            {...controlProps}
            name="interest"
            className={`${textControl} ${focusRing} ${styles.select}`}
            value={query.interest}
            onChange={(event) => change({ interest: event.currentTarget.value })}
          >
            <option value="">{copy.allInterests}</option>
            {interests.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Checkbox
        label={copy.unreadOnly}
        name="unreadOnly"
        className={styles.unreadOnly}
        checked={query.unreadOnly}
        onCheckedChange={(unreadOnly) => change({ unreadOnly })}
      />
      <Button variant="outline" loading={exporting} loadingLabel={copy.exporting} onClick={onExport}>
        <IconLabel icon={Download}>{copy.export}</IconLabel>
      </Button>
    </form>
  );
});
