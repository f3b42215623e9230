/**
 * The project brings its own Node (package.json's optionalDependencies, one package per platform) and
 * pnpm puts it first on every script's PATH. On a platform with no such package the machine's own Node
 * runs the scripts instead; this says, before anything fails obscurely, when that one is too old.
 */
export function nodeVersionProblem(running: string, enginesNode: string): string | undefined {
  const required = Number(/^>=\s*(\d+)/.exec(enginesNode.trim())?.[1]);
  if (!Number.isInteger(required)) {
    return `package.json's engines.node should read ">=<major>", not "${enginesNode}"`;
  }
  const major = Number(/^v?(\d+)/.exec(running)?.[1]);
  if (major >= required) return undefined;
  return (
    `This project needs Node ${required} or newer; it is running on ${running}. It brings Node ${required} ` +
    `itself for Linux (x64, arm64) and Windows (x64), but not for this platform: install Node ${required} ` +
    `(nvm and fnm read .nvmrc) and run the command again.`
  );
}
