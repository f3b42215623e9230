import { expect, waitFor } from 'storybook/test';
import { stateCell, type InteractionState } from './interactionStates';

// Computed style properties that hold a value (not methods such as getPropertyValue).
type Property =
  | 'backgroundColor'
  | 'borderColor'
  | 'color'
  | 'textDecorationThickness'
  | 'boxShadow'
  | 'outlineStyle'
  | 'outlineWidth'
  | 'outlineColor'
  | 'transform'
  | 'opacity';
type Look = Partial<Record<Property, string>>;

// What each state promises to change, as a visitor would see it.
const promised: Record<Exclude<InteractionState, 'rest'>, Property[]> = {
  hover: ['backgroundColor', 'borderColor', 'color', 'textDecorationThickness', 'boxShadow'],
  focusVisible: ['outlineStyle', 'outlineWidth', 'outlineColor'],
  active: ['transform', 'backgroundColor', 'boxShadow'],
  disabled: ['opacity', 'color', 'backgroundColor'],
};

function lookOf(element: Element, properties: Property[]): Look {
  const style = getComputedStyle(element);
  return Object.fromEntries(properties.map((property) => [property, style[property]]));
}

const controlsIn = (root: HTMLElement, state: InteractionState, target: string) => {
  const controls = [...root.querySelectorAll(`${stateCell(state)} ${target}`)];
  if (controls.length === 0) throw new Error(`No ${target} in the ${state} cell`);
  return controls;
};

/**
 * Checks a StateGrid by what it paints, not by its parameters: in every state's cell each control
 * looks different from the resting one in the way that state promises (a hover changes a colour, a
 * keyboard focus draws a solid ring, a press moves or darkens it, disabled fades it). Waits, because
 * the addon applies its classes just after the first render; fails if it never does.
 */
export async function expectStatesPainted(
  root: HTMLElement,
  target: string,
  states: readonly Exclude<InteractionState, 'rest'>[],
) {
  for (const state of states) {
    const properties = promised[state];
    const resting = controlsIn(root, 'rest', target).map((control) => lookOf(control, properties));
    await waitFor(async () => {
      const controls = controlsIn(root, state, target);
      await expect(controls).toHaveLength(resting.length);
      for (const [index, control] of controls.entries()) {
        const look = lookOf(control, properties);
        const name = `${target} #${index + 1}`;
        await expect(look, `${name} looks the same at rest and in ${state}`).not.toEqual(resting[index]);
        if (state === 'focusVisible') await expect(look.outlineStyle, `${name}'s ring`).toBe('solid');
      }
    });
  }
}

const pseudoClass = { hover: 'pseudo-hover', focusVisible: 'pseudo-focus-visible', active: 'pseudo-active' };
type PseudoState = keyof typeof pseudoClass;

/** How `element` looks with and without the addon's class for `state`, transitions held still. */
function looksWithAndWithout(element: HTMLElement, state: PseudoState) {
  const properties = promised[state];
  const transition = element.style.transition;
  element.style.transition = 'none';
  const withState = lookOf(element, properties);
  element.classList.remove(pseudoClass[state]);
  const without = lookOf(element, properties);
  element.classList.add(pseudoClass[state]);
  element.style.transition = transition;
  return { withState, without };
}

/**
 * For a control shown once (a header's menu toggle), checked by what it paints: it carries the
 * state, and taking the state away changes its look in the way the state promises.
 */
export async function expectStateShown(element: HTMLElement, state: PseudoState) {
  await waitFor(() => expect(element).toHaveClass(pseudoClass[state]));
  const { withState, without } = looksWithAndWithout(element, state);
  await expect(withState, `${state} looks the same as rest`).not.toEqual(without);
  if (state === 'focusVisible') await expect(withState.outlineStyle, 'the focus ring').toBe('solid');
}
