/**
 * A name or title and its optional one-line summary (an instructor's short bio, a program's subtitle).
 * Both come from authors who write in any language, so each line takes the direction of its own text.
 */
interface Props {
  title: string;
  /** Left out when empty. */
  summary: string;
  /** 'page': the page's h1 and a paragraph; 'inline': two spans, for inside a link. */
  variant: 'page' | 'inline';
  /** The classes of the title and of the summary. */
  classNames: readonly [title: string | undefined, summary: string | undefined];
}

export function TitleLines({ title, summary, variant, classNames: [titleClass, summaryClass] }: Props) {
  const Title = variant === 'page' ? 'h1' : 'span';
  const Summary = variant === 'page' ? 'p' : 'span';
  return (
    <>
      <Title className={titleClass} dir="auto">
        {title}
      </Title>
      {summary && (
        <Summary className={summaryClass} dir="auto">
          {summary}
        </Summary>
      )}
    </>
  );
}
