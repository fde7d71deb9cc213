/**
 * A small markdown → React elements renderer for answers (issue 7: "markdown rendered safely").
 * Paragraphs, line breaks, `**strong**`, `*emphasis*` / `_emphasis_`, `` `code` ``, fenced code,
 * bulleted and numbered lists, block quotes, headings (shown as strong paragraphs), and
 * `[links](https://…)` for http(s) targets only (rel=noopener noreferrer, new tab). Everything
 * else is text: React escapes it; nothing goes through innerHTML. Streaming text that stops in
 * the middle of a construct renders as plain text until the rest arrives.
 */
import { Fragment, type ReactNode } from 'react';

type Block =
  | { type: 'paragraph'; lines: string[] }
  | { type: 'heading'; text: string }
  | { type: 'quote'; lines: string[] }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'code'; text: string };

const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s{0,3}(```|~~~)/;

export function parseBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!))
        body.push(lines[i++]!);
      i += 1;
      blocks.push({ type: 'code', text: body.join('\n') });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({ type: 'heading', text: heading[1]! });
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) body.push(QUOTE.exec(lines[i++]!)![1]!);
      blocks.push({ type: 'quote', lines: body });
      continue;
    }
    const ordered = NUMBERED.test(line);
    if (ordered || BULLET.test(line)) {
      const pattern = ordered ? NUMBERED : BULLET;
      const items: string[] = [];
      while (i < lines.length) {
        const current = lines[i]!;
        const match = pattern.exec(current);
        if (match) items.push(match[1]!);
        // A wrapped item: an indented line continues the item above.
        else if (/^\s{2,}\S/.test(current) && items.length > 0) {
          items[items.length - 1] += ` ${current.trim()}`;
        } else break;
        i += 1;
      }
      blocks.push({ type: 'list', ordered, items });
      continue;
    }
    const body: string[] = [];
    while (
      i < lines.length &&
      lines[i]!.trim() !== '' &&
      !FENCE.test(lines[i]!) &&
      !HEADING.test(lines[i]!) &&
      !QUOTE.test(lines[i]!) &&
      !BULLET.test(lines[i]!) &&
      !NUMBERED.test(lines[i]!)
    ) {
      body.push(lines[i++]!);
    }
    blocks.push({ type: 'paragraph', lines: body });
  }
  return blocks;
}

/** Only absolute http(s) URLs become links. */
export function safeHref(url: string): string | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

// Order matters: code first (its content is literal), then links, strong, emphasis.
const INLINE =
  /`([^`\n]+)`|\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*([^*\n]+?)\*\*|__([^_\n]+?)__|\*([^*\n]+?)\*|(?<![\p{L}\p{N}])_([^_\n]+?)_(?![\p{L}\p{N}])/u;

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let n = 0;
  while (rest.length > 0) {
    const match = INLINE.exec(rest);
    if (!match) {
      out.push(rest);
      break;
    }
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const key = `${keyPrefix}-${n++}`;
    const [whole, code, linkText, linkUrl, strong, strong2, em, em2] = match;
    if (code !== undefined) out.push(<code key={key}>{code}</code>);
    else if (linkText !== undefined) {
      const href = safeHref(linkUrl ?? '');
      out.push(
        href ? (
          <a key={key} href={href} target="_blank" rel="noopener noreferrer">
            {renderInline(linkText, key)}
          </a>
        ) : (
          <Fragment key={key}>{renderInline(linkText, key)}</Fragment>
        ),
      );
    } else if (strong !== undefined || strong2 !== undefined) {
      out.push(<strong key={key}>{renderInline(strong ?? strong2 ?? '', key)}</strong>);
    } else {
      out.push(<em key={key}>{renderInline(em ?? em2 ?? '', key)}</em>);
    }
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

function lines(body: string[], key: string): ReactNode[] {
  return body.flatMap((line, index) => [
    ...(index > 0 ? [<br key={`${key}-br${index}`} />] : []),
    <Fragment key={`${key}-l${index}`}>{renderInline(line, `${key}-l${index}`)}</Fragment>,
  ]);
}

export function Markdown({ text }: { text: string }) {
  return (
    <>
      {parseBlocks(text).map((block, index) => {
        const key = `b${index}`;
        switch (block.type) {
          case 'paragraph':
            return <p key={key}>{lines(block.lines, key)}</p>;
          case 'heading':
            return (
              <p key={key}>
                <strong>{renderInline(block.text, key)}</strong>
              </p>
            );
          case 'quote':
            return <blockquote key={key}>{lines(block.lines, key)}</blockquote>;
          case 'code':
            return (
              <pre key={key}>
                <code>{block.text}</code>
              </pre>
            );
          case 'list': {
            const items = block.items.map((item, at) => (
              <li key={`${key}-${at}`}>{renderInline(item, `${key}-${at}`)}</li>
            ));
            return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
          }
        }
      })}
    </>
  );
}
