/**
 * Text in the invoice PDF that prints every name (issue 30 §4). The PDF standard fonts (Helvetica,
 * WinAnsi) have no Ł, Ș or Arabic letters: "Łukasz Ștefan" came out as "V¶7¢tefan". The PDF now
 * embeds Noto Sans and Noto Sans Arabic (SIL Open Font License 1.1, from the npm packages
 * @fontsource/noto-sans and @fontsource/noto-sans-arabic; only the glyphs used are embedded, with a
 * ToUnicode map, so the text stays extractable: `pdftotext` gives the names back as stored).
 *
 * Fontsource splits each font by script (latin, latin-ext, vietnamese, …, arabic); a text is cut
 * into runs, each drawn in the first font that has its characters. Right-to-left text is ordered
 * by the Unicode Bidirectional Algorithm (bidi-js) on a left-to-right paragraph (the invoice is
 * Swedish): runs are placed in visual order, and an Arabic run is handed to fontkit in logical
 * order, which shapes it (initial, medial, final forms and ligatures) and lays it right to left.
 */
import type { Font } from 'fontkit';
import bidiFactory from 'bidi-js';
import { onFirstUse } from '../platform/on-first-use';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on the first PDF (platform/on-first-use.ts)
const fontkit = onFirstUse(() => require('fontkit') as typeof import('fontkit'));

type Doc = PDFKit.PDFDocument;

const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'] as const;

interface FontFace {
  /** The name registered with pdfkit. */
  name: string;
  file: string;
  font: Font;
}

function face(name: string, pkg: string, file: string): FontFace {
  const path = require.resolve(`${pkg}/files/${file}`);
  const opened = fontkit().openSync(path);
  if (!('hasGlyphForCodePoint' in opened)) throw new Error(`${file}: a font collection`);
  return { name, file: path, font: opened };
}

function faces(weight: 400 | 700): FontFace[] {
  const tag = weight === 700 ? 'B' : 'R';
  return [
    ...SUBSETS.map((s) => face(`Noto-${tag}-${s}`, '@fontsource/noto-sans', `noto-sans-${s}-${weight}-normal.woff`)),
    face(`Noto-${tag}-arabic`, '@fontsource/noto-sans-arabic', `noto-sans-arabic-arabic-${weight}-normal.woff`),
  ];
}

let loaded: { regular: FontFace[]; bold: FontFace[] } | undefined;
/** Opened once per process (each file is read by pdfkit again per document, for its subset). */
function fonts(): { regular: FontFace[]; bold: FontFace[] } {
  loaded ??= { regular: faces(400), bold: faces(700) };
  return loaded;
}

/** Registers the fonts with a new document. */
export function registerFonts(doc: Doc): void {
  const { regular, bold } = fonts();
  for (const f of [...regular, ...bold]) doc.registerFont(f.name, f.file);
}

export interface Run {
  text: string;
  font: string;
}

const bidi = bidiFactory();

/**
 * The text as runs in visual order, each in one font. Within a run drawn right to left by fontkit
 * (Arabic) the text stays in logical order; another run at an odd (right-to-left) level, e.g. the
 * space between two Arabic words, is reversed here.
 */
export function runs(input: string, bold = false): Run[] {
  const text = input.normalize('NFC');
  if (text === '') return [];
  const chain = bold ? fonts().bold : fonts().regular;
  const chars = [...text];
  const levels = bidi.getEmbeddingLevels(text, 'ltr').levels;
  // UTF-16 index of each code point (levels are per UTF-16 unit).
  const units: number[] = [];
  let u = 0;
  for (const c of chars) {
    units.push(u);
    u += c.length;
  }
  const pieces: { text: string; face: FontFace; level: number }[] = [];
  let current: FontFace | undefined;
  chars.forEach((c, i) => {
    const cp = c.codePointAt(0) ?? 0;
    const level = levels[units[i] ?? 0] ?? 0;
    const f = current && current.font.hasGlyphForCodePoint(cp) ? current : (chain.find((x) => x.font.hasGlyphForCodePoint(cp)) ?? chain[0]);
    current = f;
    const last = pieces[pieces.length - 1];
    if (last && last.face === f && last.level === level) last.text += c;
    else pieces.push({ text: c, face: f as FontFace, level });
  });
  // Unicode Bidirectional Algorithm L2: from the highest level down to the lowest odd level,
  // reverse every sequence of pieces at that level or higher.
  const max = Math.max(...pieces.map((p) => p.level));
  for (let level = max; level >= 1; level -= 1) {
    for (let i = 0; i < pieces.length;) {
      if ((pieces[i]?.level ?? 0) < level) {
        i += 1;
        continue;
      }
      let j = i;
      while (j < pieces.length && (pieces[j]?.level ?? 0) >= level) j += 1;
      const seq = pieces.slice(i, j).reverse();
      pieces.splice(i, j - i, ...seq);
      i = j;
    }
  }
  return pieces.map((p) => {
    const arabicFont = p.face.name.endsWith('-arabic');
    // fontkit lays Arabic out right to left itself; other text at an odd level is mirrored here.
    const t = p.level % 2 === 1 && !arabicFont ? [...p.text].reverse().join('') : p.text;
    return { text: t, font: p.face.name };
  });
}

export interface TextOptions extends PDFKit.Mixins.TextOptions {
  bold?: boolean;
  size?: number;
}

const hasRtl = (line: string): boolean => {
  const { levels } = bidi.getEmbeddingLevels(line, 'ltr');
  return levels.some((l) => l % 2 === 1);
};

/**
 * Given features, pdfkit lays a run out whole; without, it lays each space-separated word out on its
 * own and puts the words left to right, which reverses an Arabic name's words. 'ccmp' off keeps
 * precomposed letters whole (with it, Noto Sans Arabic splits أ into alef and a hamza mark that
 * has no character, and a text extractor reads a stray control character there). A new object each
 * time: fontkit fills the object it is given with its default features.
 */
const wholeRun = (): PDFKit.Mixins.TextOptions => ({ features: { ccmp: false } as unknown as PDFKit.Mixins.TextOptions['features'] });

function widthOf(doc: Doc, pieces: readonly Run[]): number {
  let w = 0;
  for (const r of pieces) {
    doc.font(r.font);
    w += doc.widthOfString(r.text, wholeRun());
  }
  return w;
}

/**
 * One line (no line break in it) at (x, y).
 * - One font, left to right: pdfkit's own text, which wraps at the box's width.
 * - Several fonts, left to right: pdfkit's continued text, one line wrapper over the runs.
 * - With right-to-left text: the runs in visual order, each placed by hand on one line (pdfkit's
 *   wrapper would lay an Arabic name's words out left to right); a line too wide for the box is
 *   set smaller until it fits.
 */
function putLine(doc: Doc, line: string, x: number, y: number, options: PDFKit.Mixins.TextOptions, bold: boolean): void {
  const pieces = runs(line, bold);
  if (pieces.length === 0) return;
  if (!hasRtl(line)) {
    pieces.forEach((r, i) => {
      doc.font(r.font);
      const continued = i < pieces.length - 1;
      if (i === 0) doc.text(r.text, x, y, { ...options, continued });
      else doc.text(r.text, { ...options, continued });
    });
    return;
  }
  // pdfkit keeps the current size in a field its types do not declare.
  const size = (doc as unknown as { _fontSize: number })._fontSize;
  const box = options.width ?? Infinity;
  const natural = widthOf(doc, pieces);
  if (natural > box) doc.fontSize((size * box) / natural);
  const width = widthOf(doc, pieces);
  let at = options.align === 'right' ? x + box - width : options.align === 'center' ? x + (box - width) / 2 : x;
  // pdfkit places text by the top of its font's ascent: the runs share the first font's baseline.
  const ascent = (name: string) => {
    const f = [...fonts().regular, ...fonts().bold].find((x) => x.name === name)?.font;
    return f ? f.ascent / f.unitsPerEm : 0;
  };
  const fontSize = (doc as unknown as { _fontSize: number })._fontSize;
  const base = ascent(fonts().regular[0]?.name ?? '');
  for (const r of pieces) {
    doc.font(r.font);
    doc.text(r.text, at, y + (base - ascent(r.font)) * fontSize, { ...wholeRun(), lineBreak: false });
    at += doc.widthOfString(r.text, wholeRun());
  }
  doc.fontSize(size);
}

/** Draws text (any script; lines broken at "\n") at (x, y) like doc.text. */
export function put(doc: Doc, text: string, x: number, y: number, opts: TextOptions = {}): void {
  const { bold = false, size, ...options } = opts;
  if (size !== undefined) doc.fontSize(size);
  let at = y;
  for (const line of text.split('\n')) {
    putLine(doc, line, x, at, options, bold);
    at += lineHeight(doc, line, options.width ?? Infinity, bold);
  }
}

function lineHeight(doc: Doc, line: string, width: number, bold: boolean): number {
  const one = doc.currentLineHeight(true);
  if (line === '' || hasRtl(line)) return one;
  const pieces = runs(line, bold);
  if (pieces.length === 1 && pieces[0]) {
    // One font: pdfkit's own measure, exactly as it will wrap.
    doc.font(pieces[0].font);
    return doc.heightOfString(line, { width });
  }
  // Word by word, as the line wrapper breaks: a word that does not fit starts a new line.
  let used = 0;
  let count = 1;
  for (const word of line.split(/(?<=\s)/)) {
    const w = widthOf(doc, runs(word, bold));
    if (used > 0 && used + w > width + 0.01 && word.trim() !== '') {
      count += 1;
      used = w;
    } else used += w;
  }
  return count * one;
}

/** The height `put` takes for the text in a box `width` wide. */
export function heightOf(doc: Doc, text: string, width: number, opts: { bold?: boolean; size?: number } = {}): number {
  if (opts.size !== undefined) doc.fontSize(opts.size);
  return text.split('\n').reduce((h, line) => h + lineHeight(doc, line, width, opts.bold ?? false), 0);
}

/** The font of plain text, for pdfkit calls that measure (the first subset: Latin). */
export function baseFont(bold = false): string {
  return (bold ? fonts().bold : fonts().regular)[0]?.name ?? '';
}
