import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CheckboxGroup, type CheckboxGroupOption } from './CheckboxGroup';

/** The contact form's interests: the six services (id and title). */
const services: CheckboxGroupOption[] = [
  { value: 'epos-table-ordering', label: 'EPOS & Table Ordering' },
  { value: 'application-implementation', label: 'Application Implementation' },
  { value: 'cloud-mobile', label: 'Cloud & Mobile Development' },
  { value: 'data-analytics', label: 'Data & Analytics' },
  { value: 'web-infrastructure', label: 'Web Development & Infrastructure' },
  { value: 'seo-marketing', label: 'SEO & Digital Marketing' },
];

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  args: { legend: 'Interests', options: services, name: 'interest', onChange: fn(), onBlur: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'A multi-select list (the value is an array of option values) in a fieldset whose legend names the',
          'group. Use it for "pick any" choices such as the contact form\'s interests; for one yes/no choice',
          'use Checkbox. Keyboard: every option is a tab stop and Space toggles it. Screen readers announce the',
          'legend on entering the group. With react-hook-form use `Controller`: `value`, `onChange` (called with',
          'the whole new array), `onBlur` (fired once focus leaves the group) and `ref` (lands on the first option).',
          'Each option is a native checkbox, so a form posted without script sends `name=value` per ticked option.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Interests' });
    await expect(group.tagName).toBe('FIELDSET');
    const boxes = canvas.getAllByRole('checkbox');
    await expect(boxes.map((box) => box.getAttribute('value'))).toEqual(services.map((s) => s.value));
    for (const box of boxes) await expect(box).not.toBeChecked();
  },
};

export const Filled: Story = {
  args: { defaultValue: ['epos-table-ordering', 'seo-marketing'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'EPOS & Table Ordering' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'SEO & Digital Marketing' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Data & Analytics' })).not.toBeChecked();
  },
};

export const WithError: Story = {
  name: 'With error',
  args: { error: 'Select at least one service' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Interests' });
    const describedBy = group.getAttribute('aria-describedby') ?? '';
    await expect(document.getElementById(describedBy)).toHaveTextContent('Select at least one service');
    await expect(group).toHaveAccessibleDescription('Select at least one service');
    for (const box of canvas.getAllByRole('checkbox'))
      await expect(box).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['data-analytics'] },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Cloud & Mobile Development' });
    await expect(box).toBeDisabled();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ClickToggles: Story = {
  name: 'Click toggles',
  play: async ({ canvas, args, userEvent }) => {
    const data = canvas.getByRole('checkbox', { name: 'Data & Analytics' });
    await userEvent.click(data);
    await expect(data).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['data-analytics']);
    // Clicking an option's label text works too.
    await userEvent.click(canvas.getByText('Cloud & Mobile Development'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['data-analytics', 'cloud-mobile']);
    await userEvent.click(data);
    await expect(data).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['cloud-mobile']);
  },
};

export const KeyboardToggles: Story = {
  name: 'Tab in, Space toggles',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    const first = canvas.getByRole('checkbox', { name: 'EPOS & Table Ordering' });
    await expect(first).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['epos-table-ordering']);
    await userEvent.tab();
    const second = canvas.getByRole('checkbox', { name: 'Application Implementation' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      'epos-table-ordering',
      'application-implementation',
    ]);
    await userEvent.keyboard(' ');
    await expect(second).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['epos-table-ordering']);
    // Moving between options is not a blur of the group; leaving it is.
    await expect(args.onBlur).not.toHaveBeenCalled();
    for (let i = 0; i < services.length - 1; i++) await userEvent.tab();
    await expect(canvas.getByRole('group', { name: 'Interests' })).not.toContainElement(
      document.activeElement as HTMLElement,
    );
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Controlled: Story = {
  name: 'Controlled (as with Controller)',
  args: { value: ['web-infrastructure'] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Web Development & Infrastructure' })).toBeChecked();
    const seo = canvas.getByRole('checkbox', { name: 'SEO & Digital Marketing' });
    await userEvent.click(seo);
    await expect(args.onChange).toHaveBeenLastCalledWith(['web-infrastructure', 'seo-marketing']);
    // The owner has not accepted the change, so nothing moves.
    await expect(seo).not.toBeChecked();
  },
};

export const NativeFormPost: Story = {
  name: 'Posts every ticked option with a native form',
  decorators: [
    (Story) => (
      <form aria-label="Interests form" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    const form = canvas.getByRole<HTMLFormElement>('form', { name: 'Interests form' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Data & Analytics' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SEO & Digital Marketing' }));
    await expect(new FormData(form).getAll('interest')).toEqual(['data-analytics', 'seo-marketing']);
  },
};
