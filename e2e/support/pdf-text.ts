/**
 * The text a PDF shows, read the way a PDF reader's "copy text" does (pdf.js, the legacy build that
 * runs in Node 20): Chromium writes the text into compressed content streams with subset fonts, so
 * neither the raw bytes nor the page's DOM say what the printed page holds.
 */
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs'

export type PdfText = {
  /** One entry per page, in order: the page's text with whitespace collapsed. */
  pages: readonly string[]
  /** Every page's text, joined by a space. */
  text: string
}

/** Runs of whitespace (line breaks included) become one space. */
export const collapseWhitespace = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * The text without any whitespace. A printed line may end inside a long course title or address
 * (the print stylesheet lets addresses break anywhere, and a title can wrap after a space or a
 * hyphen: "Fine-" / "Tuning"); pdf.js then reports a line end there, which collapsing turns into a
 * space that the source text does not have. Comparing with all whitespace removed on both sides
 * finds the title whichever way its lines broke.
 */
export const withoutWhitespace = (text: string) => text.replace(/\s+/g, '')

export async function readPdfText(pdf: Uint8Array): Promise<PdfText> {
  // The document keeps the array it is given (and may transfer it): a copy leaves the caller's intact.
  const loading = getDocument({
    data: new Uint8Array(pdf),
    // Errors only: in Node, pdf.js warns about the canvas and font features it does without, which
    // reading text does not need; the tests' output stays about the tests.
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
  })
  const document = await loading.promise
  try {
    const pages: string[] = []
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number)
      const content = await page.getTextContent()
      // Items are runs of text (marked-content items carry none); hasEOL marks the end of a line.
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('')
      pages.push(collapseWhitespace(text))
      page.cleanup()
    }
    return { pages, text: pages.join(' ') }
  } finally {
    await loading.destroy()
  }
}
