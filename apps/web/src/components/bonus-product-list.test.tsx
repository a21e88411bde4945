import { texts, type Product } from '@campus/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BonusProductList, bonusProductListTexts } from './bonus-product-list';

// A bonus that opens a calendar event, as GET /products/event answers it.
const priced: Product = {
  id: 31,
  edu_codigoproducto: 'BONO-SIMULACROS',
  xerppa_nombreproducto: 'Bono de simulacros en directo',
  mkt_precio: 120,
  xcrm_codigolistaprecios: 'price_simulacros',
  tipo: 'fecha',
  unidad_id: null,
  metadata: { mkt_notas: 'Incluye 3 meses de acceso' },
};
const unpriced: Product = { ...priced, id: 32, xerppa_nombreproducto: 'Bono de tutorías', mkt_precio: null, metadata: null };
const hint = 'Escríbenos y te contamos cómo acceder a este evento.';

function renderList(props: Partial<Parameters<typeof BonusProductList>[0]> = {}) {
  const onBuy = vi.fn();
  const onMoreInfo = vi.fn();
  render(<BonusProductList status="success" products={[priced, unpriced]} moreInfoHint={hint} onBuy={onBuy} onMoreInfo={onMoreInfo} {...props} />);
  return { onBuy, onMoreInfo };
}

describe('BonusProductList', () => {
  it('lists each product with its price in euros (or "to ask") and notes, and buys the one whose button is pressed', async () => {
    const { onBuy, onMoreInfo } = renderList();
    expect(screen.getByText(bonusProductListTexts.productsTitle)).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Bono de simulacros en directo120,00\s€Incluye 3 meses de acceso/);
    expect(items[1]).toHaveTextContent(`Bono de tutorías${bonusProductListTexts.noPrice}`);
    await userEvent.setup().click(screen.getByRole('button', { name: `${texts.formation.buy}: Bono de tutorías` }));
    expect(onBuy).toHaveBeenCalledExactlyOnceWith(unpriced);
    expect(screen.queryByRole('button', { name: texts.formation.moreInfo })).not.toBeInTheDocument();
    expect(onMoreInfo).not.toHaveBeenCalled();
  });

  it('offers only "Más información" with the caller’s hint when nothing is on sale', async () => {
    const { onMoreInfo } = renderList({ products: [] });
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: texts.formation.moreInfo }));
    expect(onMoreInfo).toHaveBeenCalledOnce();
  });

  it('announces a failed fetch and still offers "Más información", even with products from before', () => {
    renderList({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent(texts.products.fetchError);
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.formation.moreInfo })).toBeInTheDocument();
  });

  it('shows a busy placeholder while the products load', () => {
    renderList({ status: 'pending', products: [] });
    expect(screen.getByLabelText(bonusProductListTexts.loadingProducts)).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
