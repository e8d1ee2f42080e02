/**
 * A transparent pixel. Where a picture is hidden at some widths, a `<picture>` source of it there
 * saves the download without a script deciding by the width, so the server's HTML is right at every
 * width.
 */
export const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
