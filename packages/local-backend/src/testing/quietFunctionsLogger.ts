/*
 * firebase-functions logs a DEBUG line for every callable request, through the console.debug it
 * captured when it loaded. Imported before anything that loads firebase-functions, this keeps test
 * output readable; warnings and errors still show.
 */
console.debug = () => undefined;
