/** Input the XML cannot be written from (missing fiscal data); the message is Italian, for a 400/409 answer. */
export class FatturaPaInputError extends Error {}
