import type { Meta, StoryObj } from '@storybook/react-vite';
import { createPortal } from 'react-dom';
import { expect } from 'storybook/test';
import { Button } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { Heading } from '../components/Heading/Heading';
import { Text } from '../components/Text/Text';
import { palettes, type ThemeName } from '../tokens/tokens';

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** A page sample plus a layer in <body>, where portals (toasts, dropdowns) render. */
function ThemeSample() {
  return (
    <>
      <Card data-testid="card">
        <Heading level={2} size="md">
          Tables turned faster
        </Heading>
        <Text tone="muted">Orders go straight from the table to the kitchen display.</Text>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Button>Book a demo</Button>
          <Button variant="secondary">See pricing</Button>
        </div>
      </Card>
      {createPortal(
        // In the page flow, not fixed: side by side renders the sample twice, and two fixed copies
        // on one spot hid each other (the Accessibility panel could not tell their contrast).
        <p data-testid="portal" style={{ margin: 0, padding: '0.5rem 1rem' }}>
          A layer rendered into body
        </p>,
        document.body,
      )}
    </>
  );
}

const meta = {
  title: 'Foundations/Themes',
  component: ThemeSample,
  parameters: {
    docs: {
      description: {
        component: [
          'Every story follows the theme chosen in the toolbar (the paintbrush): Light, Dark, or Side by',
          'side for review. The switch sets `data-theme` on `<html>`, as the site does, so layers that',
          'render into the page body (toasts, dropdowns, banners) follow it too.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof ThemeSample>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the theme switch must change: the page, a component on it and a layer in <body>. */
async function expectTheme(theme: ThemeName, canvasElement: HTMLElement) {
  const colors = palettes[theme];
  const card = canvasElement.querySelector('[data-testid="card"]') as HTMLElement;
  const portal = document.querySelector('[data-testid="portal"]') as HTMLElement;
  await expect(document.documentElement).toHaveAttribute('data-theme', theme);
  await expect(getComputedStyle(document.body).backgroundColor).toBe(rgb(colors.surface));
  await expect(getComputedStyle(document.documentElement).colorScheme).toBe(theme);
  await expect(getComputedStyle(card).backgroundColor).toBe(rgb(colors.surfaceRaised));
  await expect(getComputedStyle(portal).color).toBe(rgb(colors.ink));
}

export const Light: Story = {
  globals: { theme: 'light' },
  play: ({ canvasElement }) => expectTheme('light', canvasElement),
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: ({ canvasElement }) => expectTheme('dark', canvasElement),
};

/** For review: the story twice, light beside dark, each pane themed by its own `data-theme`. */
export const SideBySide: Story = {
  name: 'Side by side',
  globals: { theme: 'side-by-side' },
  play: async ({ canvasElement }) => {
    const panes = [...canvasElement.querySelectorAll<HTMLElement>('[data-theme]')];
    await expect(panes.map((pane) => pane.dataset.theme)).toEqual(['light', 'dark']);
    const cards = panes.map((pane) => pane.querySelector('[data-testid="card"]') as HTMLElement);
    await expect(cards.map((card) => getComputedStyle(card).backgroundColor)).toEqual([
      rgb(palettes.light.surfaceRaised),
      rgb(palettes.dark.surfaceRaised),
    ]);
  },
};
