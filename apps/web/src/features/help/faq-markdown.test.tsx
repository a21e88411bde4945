import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FaqMarkdown, parseFaqMarkdown } from './faq-markdown';

function renderMarkdown(markdown: string, onArticleLink?: (id: string) => void) {
  const router = createMemoryRouter([{ path: '/', element: <FaqMarkdown markdown={markdown} onArticleLink={onArticleLink} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('help markdown', () => {
  it('reads paragraphs, headings and both kinds of list', () => {
    expect(parseFaqMarkdown('Uno\ndos\n\n### Título\n- a\n- b\n1. c\n2. d')).toEqual([
      { kind: 'paragraph', text: 'Uno dos' },
      { kind: 'heading', text: 'Título' },
      { kind: 'list', isOrdered: false, items: ['a', 'b'] },
      { kind: 'list', isOrdered: true, items: ['c', 'd'] },
    ]);
  });

  it('renders bold text, site links, article links and safe external links', async () => {
    const onArticleLink = vi.fn();
    renderMarkdown('Pulsa **Guardar**. Ve a [Incidencias](/incidencias), lee [la baja](/faqs#faq-007) o visita [la AEPD](https://www.aepd.es).', onArticleLink);
    expect(screen.getByText('Guardar').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Incidencias' })).toHaveAttribute('href', '/incidencias');
    expect(screen.getByRole('link', { name: 'la AEPD' })).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(screen.getByRole('link', { name: 'la baja' }));
    expect(onArticleLink).toHaveBeenCalledWith('faq-007');
  });

  it('never renders markup or script links from the text', () => {
    const { container } = renderMarkdown('<img src=x onerror="alert(1)"> y [pulsa](javascript:alert(1))');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> y pulsa');
  });
});
