import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { journey, phone } from './engineSession';
import { click } from './interact';
import { blankPath } from './probe/probeProxy';
import { siteUrl } from './visit';

/**
 * The journeys' pointer lands where a visitor aims. The site's preview banner comes in at the foot of
 * the screen once the backend answers, which a busy machine can delay past the moment a journey
 * found a control there and before it pressed it: the press then went to the banner.
 */
journey('a click', (browser) => {
  // The click says in the run's output when a layer took a press. These layers are planted, so what
  // it says is kept here, out of the run's output, where a reader looks for layers that come late.
  let said: MockInstance<typeof console.log>;
  beforeEach(() => {
    said = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    said.mockRestore();
  });

  it('should press what it aimed at when a layer comes over it between finding and pressing', async () => {
    const page = await pageWithLateLayer('aside', 'Late layer');
    await click(page, { css: '#target' });
    expect(await page.evaluate(() => (window as unknown as { pressed: string[] }).pressed)).toEqual([
      'target',
    ]);
  });

  it('should name by its element a layer with no label when it takes a press', async () => {
    const page = await pageWithLateLayer('div', null);
    await click(page, { css: '#target' });
    expect(said).toHaveBeenCalledWith(
      `${page.engine}: div came over #target as it was pressed; pressing again`,
    );
  });

  it('should press again when the target moves as it is pressed and the press lands on the page around it', async () => {
    const page = await browser.newPage(phone);
    await page.goto(siteUrl(blankPath));
    await page.evaluate(() => {
      const pressed: string[] = [];
      (window as unknown as { pressed: string[] }).pressed = pressed;
      const list = document.createElement('ul');
      list.style.cssText = 'margin: 0; padding: 0 0 400px; list-style: none';
      list.addEventListener('click', (event) =>
        pressed.push(
          event.target instanceof Element && event.target.closest('#target') ? 'target' : 'around',
        ),
      );
      const item = document.createElement('li');
      const target = document.createElement('a');
      target.id = 'target';
      target.href = '#pressed';
      target.textContent = 'A role';
      target.style.cssText = 'display: inline-block; height: 40px';
      item.append(target);
      list.append(item);
      document.body.append(list);
      // As a late stylesheet or font does: the content above the target grows once, as the pointer comes in.
      const grow = () => {
        if (item.style.paddingTop) return;
        item.style.paddingTop = '200px';
      };
      addEventListener('pointermove', grow);
      addEventListener('mousemove', grow);
    });
    await click(page, { css: '#target' });
    expect(await page.evaluate(() => (window as unknown as { pressed: string[] }).pressed)).toEqual([
      'target',
    ]);
    expect(said).toHaveBeenCalledWith(
      `${page.engine}: #target moved as it was pressed (the press reached li around it); pressing again`,
    );
  });

  /**
   * A button near the foot of a long page, and a layer (`tag`, labelled `label` unless null) that comes
   * over the foot of the screen as the pointer moves in; the page keeps room for it from then on, as
   * the site does for its bottom layers. `window.pressed` lists what each click reached.
   */
  async function pageWithLateLayer(tag: string, label: string | null) {
    const page = await browser.newPage(phone);
    await page.goto(siteUrl(blankPath));
    await page.evaluate(
      (layerTag, layerLabel) => {
        const pressed: string[] = [];
        (window as unknown as { pressed: string[] }).pressed = pressed;
        const target = document.createElement('button');
        target.id = 'target';
        target.textContent = 'Aim here';
        target.style.cssText = 'display: block; margin: 2000px 0 120px; height: 40px';
        target.addEventListener('click', () => pressed.push('target'));
        const layer = document.createElement(layerTag);
        if (layerLabel !== null) layer.setAttribute('aria-label', layerLabel);
        layer.style.cssText = 'position: fixed; inset: auto 0 0 0; height: 100px; background: #ccc';
        layer.addEventListener('click', () => pressed.push('layer'));
        document.body.append(target);
        const arrive = () => {
          if (layer.isConnected) return;
          document.body.append(layer);
          document.documentElement.style.scrollPaddingBottom = '100px';
        };
        addEventListener('pointermove', arrive);
        addEventListener('mousemove', arrive);
      },
      tag,
      label,
    );
    return page;
  }
});
