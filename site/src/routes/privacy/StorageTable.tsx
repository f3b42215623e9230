import { privacyPage } from '../../content/pages/privacy';
import { storedItems } from '../../content/cookies';
import * as styles from './StorageTable.css';

const { columns, caption, essential } = privacyPage.cookies;

/** The cookie and storage table, rendered from the same list the consent code deletes by. */
export function StorageTable() {
  return (
    // A scrolling region must be reachable by keyboard, and a named one says what it holds.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
    <div className={styles.scroller} tabIndex={0} role="region" aria-label={caption}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {[columns.name, columns.kind, columns.purpose, columns.duration, columns.essential].map(
              (title) => (
                <th key={title} scope="col" className={styles.cell}>
                  {title}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {storedItems.map((item) => (
            <tr key={item.name}>
              <th scope="row" className={styles.cell}>
                <code>{item.name}</code>
              </th>
              <td className={styles.cell}>{item.kind}</td>
              <td className={styles.cell}>{item.purpose}</td>
              <td className={styles.cell}>{item.duration}</td>
              <td className={styles.cell}>{item.essential ? essential.yes : essential.no}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
