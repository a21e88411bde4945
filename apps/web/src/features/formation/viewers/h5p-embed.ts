/** What the H5P frame needs from an embed code: a same-origin address and a title. */
export interface H5pFrame {
  src: string;
  title: string | null;
}

/**
 * Reads an H5P embed code (an `<iframe src=…>` HTML string) and keeps only its address, when it is an
 * http(s) address of this origin (the server signs a path of its own). Nothing of the string is rendered:
 * the frame is rebuilt from the address, so no script or attribute of the embed code reaches the page.
 */
export function parseH5pEmbed(embedCode: string | null, origin: string = window.location.origin): H5pFrame | null {
  if (!embedCode) return null;
  const document = new DOMParser().parseFromString(embedCode, 'text/html');
  const frames = document.querySelectorAll('iframe');
  if (frames.length !== 1) return null;
  const frame = frames[0]!;
  const rawSrc = frame.getAttribute('src');
  if (!rawSrc) return null;
  let url: URL;
  try {
    url = new URL(rawSrc, origin);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return null;
  return { src: `${url.pathname}${url.search}${url.hash}`, title: frame.getAttribute('title') };
}
