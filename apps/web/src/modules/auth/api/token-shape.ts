// The server answers 400 to a token of the wrong shape without asking the database: the page says so at once.
const TOKEN_SHAPE = /^[\w-]{20,100}$/;
export const isWellFormedToken = (token: string | undefined): token is string => TOKEN_SHAPE.test(token ?? '');
