/**
 * A library loaded the first time it is used, not when the module that uses it is loaded (issue 31
 * §7). pdfkit with fontkit, xmlbuilder2, nodemailer and sharp are about 3 MB of JavaScript that
 * only an invoice's PDF or e-invoice, a sent e-mail or an uploaded photo needs: loaded eagerly,
 * every gateway start and every gateway test file compiled them (about 0.2 s of CPU a file).
 *
 * `load` is a `require` written at the call site (so the bundlers and jest see the module's name);
 * its value is kept, so the library is loaded once per process.
 */
export function onFirstUse<T>(load: () => T): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= load());
}
