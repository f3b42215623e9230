/*
 * firebase-functions logs a DEBUG line for every callable request through the console.debug it
 * finds when it loads. Imported before it loads, this keeps test output readable.
 */
console.debug = () => undefined;
