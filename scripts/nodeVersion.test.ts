import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './nodeVersion';

describe('nodeVersionProblem', () => {
  it("given the machine's own Node 20 where the project brought none, should say which Node to install", () => {
    const problem = nodeVersionProblem('v20.20.2', '>=24');
    expect(problem).toContain('Node 24 or newer');
    expect(problem).toContain('v20.20.2');
    expect(problem).toContain('.nvmrc');
  });

  it('given the Node the project brings, or a newer one, should have nothing to say', () => {
    expect(nodeVersionProblem('v24.21.0', '>=24')).toBeUndefined();
    expect(nodeVersionProblem('v26.10.0', '>=24')).toBeUndefined();
  });

  it('given engines it cannot read, should say so rather than let any Node through', () => {
    expect(nodeVersionProblem('v24.21.0', '')).toContain('engines.node');
  });
});
