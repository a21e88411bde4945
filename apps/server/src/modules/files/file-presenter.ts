import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type ContentFile, type FileType, fileTypeSchema } from '@campus/contract';
import sanitizeHtml from 'sanitize-html';
import type { files } from '../../db/schema';
import type { FileSigner } from './file-signer';

type FileRow = typeof files.$inferSelect;

/** The file type the API answers: a known MIME type, 'h5p', or 'other'. */
export function toFileType(fileType: string): FileType {
  const parsed = fileTypeSchema.safeParse(fileType.toLowerCase());
  return parsed.success ? parsed.data : 'other';
}

/** Folder and entry page of an H5P package stored as "<folder>/index.html". */
export function splitH5pKey(storageKey: string): { folder: string; entry: string } {
  return { folder: path.posix.dirname(storageKey), entry: path.posix.basename(storageKey) };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Sanitizing is the costly part of presenting a file and depends only on the stored markup and the title, never
 * on the signed address: each distinct input is sanitized once (with a stand-in address) and kept, bounded.
 */
const MEMO_LIMIT = 2000;
/** Stands for the signed address in the kept markup; random per process, so no stored markup can contain it. */
const SRC_STAND_IN = `/campus-embed-src-${randomBytes(12).toString('hex')}`;

function remember<V>(memo: Map<string, V>, key: string, compute: () => V): V {
  const known = memo.get(key);
  if (known !== undefined) {
    // Most recently used last: the first entry is the one to evict.
    memo.delete(key);
    memo.set(key, known);
    return known;
  }
  const value = compute();
  memo.set(key, value);
  if (memo.size > MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  return value;
}

/** How sanitize-html writes an attribute value (its default `decodeEntities`): the address put in place of the stand-in. */
const escapeAttributeValue = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function sanitizeEmbedCode(embedCode: string | null, src: string, title: string): string {
  const source = embedCode && /<iframe/i.test(embedCode) ? embedCode : `<iframe title="${escapeAttribute(title)}" width="100%" height="1000"></iframe>`;
  let iframes = 0;
  return sanitizeHtml(source, {
    allowedTags: ['iframe'],
    allowedAttributes: { iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'allow', 'loading'] },
    exclusiveFilter: (frame) => frame.tag === 'iframe' && ++iframes > 1,
    transformTags: {
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src, title: attribs.title || title, allow: 'fullscreen', loading: 'lazy' } }),
    },
  });
}

const embedTemplates = new Map<string, string>();

/**
 * The H5P embed markup with its iframe pointed at `src` (our signed package address) and everything but
 * one plain iframe removed: stored embed codes are markup from elsewhere and are never trusted.
 */
export function rewriteEmbedCode(embedCode: string | null, src: string, title: string): string {
  const template = remember(embedTemplates, `${title}\u0000${embedCode ?? ''}\u0000${embedCode === null ? 'null' : ''}`, () =>
    sanitizeEmbedCode(embedCode, SRC_STAND_IN, title),
  );
  return template.split(SRC_STAND_IN).join(escapeAttributeValue(src));
}

/** The uncached sanitizing, for tests that compare both. */
export const rewriteEmbedCodeUncached = sanitizeEmbedCode;

const externalEmbeds = new Map<string, string | null>();

/** Sanitised external embed (no package in our storage): only an https iframe survives. */
function sanitizeExternalEmbed(embedCode: string): string | null {
  return remember(externalEmbeds, embedCode, () => {
    const clean = sanitizeHtml(embedCode, {
      allowedTags: ['iframe'],
      allowedAttributes: { iframe: ['src', 'title', 'width', 'height', 'allowfullscreen', 'allow', 'loading'] },
      allowedSchemesByTag: { iframe: ['https'] },
      allowProtocolRelative: false,
    });
    return /<iframe[^>]+src="https:/i.test(clean) ? clean : null;
  });
}

export interface PresentFileOptions {
  /** The user may open the file (its event is available to them). */
  isOpen: boolean;
  /** An open event of the file allows downloads (download flag 1). */
  canDownload: boolean;
  contactCode: string;
  /** The asking session: the signed addresses stop working when its sign-in ends. */
  sessionId: number;
  signer: FileSigner;
}

/**
 * A stored file as the content tree answers it: signed addresses while it is open, nothing while it is
 * locked. 'other' files (documents to download) get an address only when downloads are allowed.
 */
export function presentFile(file: FileRow, options: PresentFileOptions): ContentFile {
  const { isOpen, canDownload, contactCode, sessionId, signer } = options;
  const holder = { contactCode, sessionId };
  const fileType = toFileType(file.file_type);
  const base = { id: file.id, name: file.name, fileType, idSharepoint: file.id_sharepoint };
  if (!isOpen) return { ...base, url: null, embedCode: null, subtitles: null };

  let url: string | null = file.url;
  let embedCode: string | null = null;
  if (fileType === 'h5p') {
    if (file.storage_key) {
      url = signer.h5pUrl(file.id, holder, splitH5pKey(file.storage_key).entry);
      embedCode = rewriteEmbedCode(file.embed_code, url, file.name);
    } else {
      embedCode = file.embed_code ? sanitizeExternalEmbed(file.embed_code) : null;
    }
  } else if (file.storage_key) {
    url = fileType === 'other' ? (canDownload ? signer.streamUrl(file.id, holder, true) : null) : signer.streamUrl(file.id, holder);
  } else if (fileType === 'other' && !canDownload) {
    url = null;
  }
  const subtitles = file.subtitles_storage_key ? { url: signer.subtitlesUrl(file.id, holder) } : file.subtitles_url ? { url: file.subtitles_url } : null;
  return { ...base, url, embedCode, subtitles };
}
