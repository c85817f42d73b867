/**
 * What the student reads when a PDF cannot be used (POST /files/parse-pdf). The spec's own strings
 * ("Only PDF files are supported", "File size exceeds the 30MB limit", "Failed to parse PDF file") are
 * kept word for word; the others say what went wrong and what to do instead.
 */
export const PdfMessages = {
  chooseFile: 'Please choose a PDF file',
  onlyPdf: 'Only PDF files are supported',
  tooLarge: 'File size exceeds the 30MB limit',
  damaged: 'This PDF file is damaged and could not be read.',
  passwordProtected: 'This PDF is password-protected. Remove the password and try again.',
  noText: 'This PDF has no selectable text (it may be scanned). Paste your notes instead.',
  tooSlow: 'This PDF took too long to read.',
  tooComplex: 'This PDF is too complex to read.',
  failed: 'Failed to parse PDF file',
  busy: 'The PDF reader is busy. Please try again in a moment.',
  oneAtATime: 'Your other PDF is still being read. Please wait for it to finish.',
} as const;
