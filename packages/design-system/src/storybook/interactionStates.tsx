import type { ReactNode } from 'react';

/*
 * "States" stories: a control shown once per interaction state, side by side, so designers see
 * hover, keyboard focus and pressed without pointing. storybook-addon-pseudo-states paints them: it
 * copies each `:hover`, `:focus-visible` and `:active` rule into a class and puts that class on the
 * elements `pseudoStates()` names.
 */

export const interactionStates = ['rest', 'hover', 'focusVisible', 'active', 'disabled'] as const;
export type InteractionState = (typeof interactionStates)[number];

const labels: Record<InteractionState, string> = {
  rest: 'Rest',
  hover: 'Hover',
  focusVisible: 'Focus (keyboard)',
  active: 'Pressed',
  disabled: 'Disabled',
};

/** The cell that shows `state`, to find its control in a play function. */
export const stateCell = (state: InteractionState) => `[data-interaction-state="${state}"]`;

/**
 * `parameters.pseudo` for a StateGrid: in each state's cell, the elements matching `target` get
 * that state (rest and disabled need none: disabled is the real attribute). The addon looks for
 * them under Storybook's root element, which the story tests (Vitest) do not have, and portals
 * render outside it: so it looks in the whole body.
 */
export function pseudoStates(target: string) {
  const inCell = (state: InteractionState) => `${stateCell(state)} ${target}`;
  return {
    rootSelector: 'body',
    hover: [inCell('hover')],
    focusVisible: [inCell('focusVisible')],
    active: [inCell('active')],
  };
}

interface StateGridProps {
  /** The states to show, in this order; only those the control has (no Disabled for a link). */
  states: readonly InteractionState[];
  /** The control in a state: pass `disabled` on when the state is 'disabled'. */
  children: (state: InteractionState) => ReactNode;
  /** 'column' stacks the cells, for controls as wide as the page (a header). */
  direction?: 'row' | 'column';
}

/** One labelled cell per state, side by side (wrapping on a narrow screen). */
export function StateGrid({ states, children, direction = 'row' }: StateGridProps) {
  return (
    <div
      style={{
        display: 'flex',
        flexDirection: direction,
        flexWrap: 'wrap',
        gap: '1.5rem 2rem',
        alignItems: direction === 'row' ? 'start' : 'stretch',
      }}
    >
      {states.map((state) => (
        <div key={state} data-interaction-state={state} style={{ display: 'grid', gap: '0.5rem' }}>
          <span style={{ fontSize: '0.875rem', fontWeight: 600 }}>{labels[state]}</span>
          {children(state)}
        </div>
      ))}
    </div>
  );
}

/**
 * Puts a state on an element the addon cannot reach by selector because it appears only after the
 * story has rendered (an opened dropdown's links): the same class the addon would add.
 */
export function showState(element: Element, state: 'hover' | 'focus-visible' | 'active') {
  element.classList.add(`pseudo-${state}`);
}
