import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeContext } from '@/tests/fixtures/cms';
import { renderWithProviders } from '@/tests/render';
import { Faq } from './faq';
import { faqStructuredData } from './faq-structured-data';
import { answerParagraphs, faqSchema } from './schema';

const props = faqSchema.parse({
  heading: 'Perguntas frequentes',
  intro: 'Tire suas dúvidas sobre a campanha e os produtos.',
  items: [
    { question: 'Quem pode participar da campanha?', answer: 'Produtores cadastrados no Impulso.\n\nA adesão é gratuita.' },
    { question: 'Qual a dose do Aurora Pro na soja?', answer: '0,5 L/ha, conforme a bula.' },
  ],
});

function jsonLd(container: HTMLElement) {
  const scripts = container.querySelectorAll('script[type="application/ld+json"]');
  return [...scripts].map((script) => JSON.parse(script.textContent ?? '') as unknown);
}

describe('Faq', () => {
  it('shows a section with its heading, intro and one collapsed accordion per question, questions as h3', () => {
    renderWithProviders(<Faq props={props} context={makeContext()} />);
    const section = screen.getByRole('region', { name: 'Perguntas frequentes' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Perguntas frequentes' })).toBeInTheDocument();
    expect(within(section).getByText('Tire suas dúvidas sobre a campanha e os produtos.')).toBeInTheDocument();
    const questions = within(section).getAllByRole('heading', { level: 3 });
    expect(questions.map((question) => question.textContent)).toEqual(['Quem pode participar da campanha?', 'Qual a dose do Aurora Pro na soja?']);
    for (const button of within(section).getAllByRole('button')) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('0,5 L/ha, conforme a bula.')).not.toBeVisible();
  });

  it('opens and closes a question from the keyboard, its answer a region named by the question', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Faq props={props} context={makeContext()} />);
    await user.tab();
    const first = screen.getByRole('button', { name: 'Quem pode participar da campanha?' });
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Quem pode participar da campanha?' });
    expect(first).toHaveAttribute('aria-controls', answer.id);
    // Blank lines in the answer are paragraphs.
    expect(within(answer).getByText('Produtores cadastrados no Impulso.').tagName).toBe('P');
    expect(within(answer).getByText('A adesão é gratuita.').tagName).toBe('P');

    await user.tab();
    const second = screen.getByRole('button', { name: 'Qual a dose do Aurora Pro na soja?' });
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts questions at h4 when the block heading is an h3', () => {
    renderWithProviders(<Faq props={{ ...props, headingLevel: 3, intro: undefined }} context={makeContext()} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Perguntas frequentes' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(2);
    expect(screen.queryByText('Tire suas dúvidas sobre a campanha e os produtos.')).not.toBeInTheDocument();
  });

  it('can be the target of an in-page link through its anchor id', () => {
    renderWithProviders(<Faq props={{ ...props, anchorId: 'perguntas-frequentes' }} context={makeContext()} />);
    expect(screen.getByRole('region', { name: 'Perguntas frequentes' })).toHaveAttribute('id', 'perguntas-frequentes');
    expect(faqSchema.safeParse({ ...props, anchorId: 'não vale' }).success).toBe(false);
  });

  it('describes its questions to crawlers as FAQPage structured data, with the answers as written', () => {
    const { container } = renderWithProviders(<Faq props={props} context={makeContext()} />);
    expect(jsonLd(container)).toEqual([
      [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: [
            {
              '@type': 'Question',
              name: 'Quem pode participar da campanha?',
              acceptedAnswer: { '@type': 'Answer', text: 'Produtores cadastrados no Impulso.\n\nA adesão é gratuita.' },
            },
            { '@type': 'Question', name: 'Qual a dose do Aurora Pro na soja?', acceptedAnswer: { '@type': 'Answer', text: '0,5 L/ha, conforme a bula.' } },
          ],
        },
      ],
    ]);
  });

  it('escapes markup in the structured data so a question can never close the script', () => {
    const { container } = renderWithProviders(
      <Faq props={faqSchema.parse({ heading: 'FAQ', items: [{ question: '</script><b>x</b>', answer: 'a' }] })} context={makeContext()} />,
    );
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(jsonLd(container)).toHaveLength(1);
  });

  it('emits no structured data for no questions, and refuses an FAQ without questions or with blank ones', () => {
    expect(faqStructuredData([])).toEqual([]);
    expect(faqSchema.safeParse({ heading: 'FAQ', items: [] }).success).toBe(false);
    expect(faqSchema.safeParse({ items: [{ question: 'q', answer: 'a' }] }).success).toBe(false);
    expect(faqSchema.safeParse({ heading: 'FAQ', items: [{ question: ' ', answer: 'a' }] }).success).toBe(false);
    expect(faqSchema.safeParse({ heading: 'FAQ', items: [{ question: 'q', answer: '' }] }).success).toBe(false);
    expect(faqSchema.safeParse({ heading: 'FAQ', headingLevel: 4, items: [{ question: 'q', answer: 'a' }] }).success).toBe(false);
  });

  it('splits answers into paragraphs on blank lines only', () => {
    expect(answerParagraphs('Um.\nainda um.\n\n  Dois.  \n \n\nTrês.')).toEqual(['Um.\nainda um.', 'Dois.', 'Três.']);
  });
});
