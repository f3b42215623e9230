import { jobApplicationFieldOrder, jobApplicationPaths } from '@rico/contact';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { applicationForm } from '../../content/applicationForm';
import { roleRouteId } from '../../content/jobs/openRoles';
import { rolePage as copy, salaryWords } from '../../content/jobs/roleWords';
import { rolePages } from '../../content/pages/role';
import type { SiteRoute } from '../../storybook/SiteRoute';
import { expectLink, expectSitePage, mainOf, sitePageMeta, routePath } from '../../storybook/pageStory';

const meta = {
  title: 'Pages/Jobs/Role',
  tags: ['autodocs'],
  ...sitePageMeta(
    'One open role (/jobs/{id}): its facts, what the work is and asks for, and the application form (without script the browser posts it itself, multipart; with script it is the ApplicationForm island). One story per example role.',
  ),
} satisfies Meta<typeof SiteRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story of one role's page, by the role's id. */
function roleStory(id: string): Story {
  const routeId = roleRouteId({ id } as Parameters<typeof roleRouteId>[0]);
  return {
    args: { path: routePath(routeId) },
    play: async ({ canvas }) => {
      const page = rolePages[routeId];
      if (!page) throw new Error(`No open role ${id} on Storybook’s day`);
      const { role } = page;
      await expectSitePage(canvas, routeId, role.title);
      const main = mainOf(canvas);
      await expect(main.getByText(salaryWords(role.salary))).toBeVisible();
      for (const title of [copy.whatYouWillDo, copy.whatYouBring, copy.apply]) {
        await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
      // Without script the form posts itself, with exactly the fields the endpoint reads, in its order.
      const form = main.getByRole('button', { name: applicationForm.submit }).closest('form');
      if (!form) throw new Error('No application form');
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form).toHaveAttribute('action', jobApplicationPaths.send);
      await expect(form).toHaveAttribute('enctype', 'multipart/form-data');
      const names = [
        ...new Set([...form.elements].map((field) => field.getAttribute('name')).filter(Boolean)),
      ];
      await expect(names).toEqual(['role', ...jobApplicationFieldOrder.filter((name) => name !== 'role')]);
      await expect(form.querySelector('input[name="role"]')).toHaveValue(role.title);
      const fields = within(form);
      await expect(fields.getByLabelText(applicationForm.labels.cv)).toHaveAttribute('type', 'file');
      await expectLink(fields, applicationForm.consent.linkLabel, applicationForm.consent.href);
      await expectLink(main, copy.backToRoles.label, copy.backToRoles.href);
      // The header marks Jobs as the section the role belongs to (in the bar on desktop, in the menu on phones).
      await expect(
        canvas.getAllByRole('link', { name: 'Jobs', current: true, hidden: true }).length,
      ).toBeGreaterThan(0);
    },
  };
}

export const EposSupportEngineer: Story = {
  name: 'EPOS Support Engineer',
  ...roleStory('epos-support-engineer'),
};
export const ReactDeveloper: Story = roleStory('react-developer');
export const DigitalMarketingExecutive: Story = roleStory('digital-marketing-executive');
