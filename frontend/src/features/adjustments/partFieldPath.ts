/**
 * Where the form keeps a field the server names inside one part of the request (`changeCar.registration`),
 * when the form asks that part's questions as a quote page does; the request's own fields keep their names.
 */
export const partFieldPath =
  (part: string, pageField: (path: string) => string) =>
  (serverPath: string): string =>
    serverPath.startsWith(`${part}.`) ? pageField(serverPath.slice(part.length + 1)) : serverPath;
