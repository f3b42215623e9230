/** `pnpm functions:build`: the deployable bundle in packages/functions/dist (firebase.json's source). */
import { bundleFunctions } from '../src/build/bundleFunctions';

await bundleFunctions();
console.log('functions: built packages/functions/dist');
