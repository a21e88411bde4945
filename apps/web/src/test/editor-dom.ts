/**
 * jsdom lacks the layout APIs ProseMirror (Tiptap) calls when text is typed or pasted into the editor.
 * Tests that write into a RichTextEditor import this file first; the answers are "no layout", which is all
 * jsdom can say anyway.
 */
const emptyRect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
const emptyRectList = { length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] } as unknown as DOMRectList;

Range.prototype.getClientRects ??= () => emptyRectList;
Range.prototype.getBoundingClientRect ??= () => emptyRect;
document.elementFromPoint ??= () => null;
