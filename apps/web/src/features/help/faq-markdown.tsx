import { Fragment, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './faq-markdown.module.css';

/**
 * The small markdown the help articles are written in: paragraphs, '### ' headings, '- ' and '1. ' lists,
 * **bold** and [links](/path). It becomes React elements (never HTML strings), so no article text can
 * inject markup; links are kept only for site paths and https/mailto addresses.
 */

type Block = { kind: 'paragraph'; text: string } | { kind: 'heading'; text: string } | { kind: 'list'; isOrdered: boolean; items: string[] };

const ORDERED_ITEM = /^\d+\.\s+/;
const UNORDERED_ITEM = /^[-*]\s+/;
const HEADING = /^#{1,6}\s+/;
const INLINE_TOKEN = /(\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/g;
const FAQ_LINK = /^\/faqs#(faq-\d{3})$/;

/** Splits the markdown into blocks. */
export function parseFaqMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { isOrdered: boolean; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const flushList = () => {
    if (list) blocks.push({ kind: 'list', ...list });
    list = null;
  };

  for (const rawLine of markdown.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line) {
      flushParagraph();
      flushList();
      continue;
    }
    if (HEADING.test(line)) {
      flushParagraph();
      flushList();
      blocks.push({ kind: 'heading', text: line.replace(HEADING, '') });
      continue;
    }
    const isOrdered = ORDERED_ITEM.test(line);
    if (isOrdered || UNORDERED_ITEM.test(line)) {
      flushParagraph();
      if (list && list.isOrdered !== isOrdered) flushList();
      list ??= { isOrdered, items: [] };
      list.items.push(line.replace(isOrdered ? ORDERED_ITEM : UNORDERED_ITEM, ''));
      continue;
    }
    flushList();
    paragraph.push(line);
  }
  flushParagraph();
  flushList();
  return blocks;
}

export interface FaqLinkHandlers {
  /** Called for links to another article (/faqs#faq-029): the panel switches article instead of navigating. */
  onArticleLink?: (articleId: string) => void;
  /** Called after any link inside the article is followed (the panel closes). */
  onNavigate?: () => void;
}

function renderLink(label: string, href: string, key: string, handlers: FaqLinkHandlers): ReactNode {
  const articleId = FAQ_LINK.exec(href)?.[1];
  if (articleId && handlers.onArticleLink) {
    const openArticle = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      handlers.onArticleLink?.(articleId);
    };
    return (
      <a key={key} href={href} onClick={openArticle}>
        {label}
      </a>
    );
  }
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link key={key} to={href} onClick={handlers.onNavigate}>
        {label}
      </Link>
    );
  }
  if (/^(https:|mailto:)/i.test(href)) {
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }
  return <Fragment key={key}>{label}</Fragment>;
}

/** Bold and links inside a line of text. */
export function renderInline(text: string, handlers: FaqLinkHandlers = {}, keyPrefix = 'i'): ReactNode[] {
  return text
    .split(INLINE_TOKEN)
    .filter((part) => part !== '')
    .map((part, index) => {
      const key = `${keyPrefix}-${index}`;
      if (part.startsWith('**') && part.endsWith('**') && part.length > 4) return <strong key={key}>{part.slice(2, -2)}</strong>;
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
      if (link) return renderLink(link[1] ?? '', link[2] ?? '', key, handlers);
      return <Fragment key={key}>{part}</Fragment>;
    });
}

/** An article's answer, rendered. */
export function FaqMarkdown({ markdown, ...handlers }: { markdown: string } & FaqLinkHandlers) {
  const blocks = parseFaqMarkdown(markdown);
  return (
    <div className={styles.markdown}>
      {blocks.map((block, index) => {
        const key = `b-${index}`;
        if (block.kind === 'heading') return <h3 key={key}>{renderInline(block.text, handlers, key)}</h3>;
        if (block.kind === 'paragraph') return <p key={key}>{renderInline(block.text, handlers, key)}</p>;
        const items = block.items.map((item, itemIndex) => <li key={`${key}-${itemIndex}`}>{renderInline(item, handlers, `${key}-${itemIndex}`)}</li>);
        return block.isOrdered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
      })}
    </div>
  );
}
