/**
 * The type another language's catalogue must have: the Swedish catalogue's shape with every text a
 * string (not the Swedish literal) and every text function taking the same arguments. A missing or
 * extra key, or a function with other arguments, is a compile error (issue 18).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Translation<R>
    : T extends readonly unknown[]
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
