/**
 * A pixel is drawn when its alpha is at least this (half way); anything fainter is empty. The editor, imports,
 * recovery, previews and embroidery all read transparency by this one rule.
 */
export const OPAQUE_ALPHA = 128
