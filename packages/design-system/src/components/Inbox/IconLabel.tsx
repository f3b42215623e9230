import type { LucideIcon } from 'lucide-react';
import { iconLabel } from './IconLabel.css';

/** A button's label with its icon before it; the icon is decoration, the words are the name. */
export function IconLabel({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <span className={iconLabel}>
      <Icon size={18} aria-hidden="true" focusable="false" />
      {children}
    </span>
  );
}
