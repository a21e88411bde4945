import { afterEach, describe, expect, it } from 'vitest';
import { moveFocusTo } from './move-focus';

function addElement(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder;
}

describe('moveFocusTo', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('focuses the element when nothing else holds the focus', () => {
    const page = addElement('<article tabindex="-1" id="post">Aviso</article>');
    moveFocusTo(page.querySelector<HTMLElement>('#post'));
    expect(document.activeElement?.id).toBe('post');
  });

  it('moves focus from a plain button of the page (the bell after its panel closed)', () => {
    const page = addElement('<button id="bell">Notificaciones</button><article tabindex="-1" id="post">Aviso</article>');
    page.querySelector<HTMLElement>('#bell')!.focus();
    moveFocusTo(page.querySelector<HTMLElement>('#post'));
    expect(document.activeElement?.id).toBe('post');
  });

  it('leaves the focus in an open dialog that does not hold the element', () => {
    const page = addElement(
      '<div role="dialog" aria-label="Notificaciones"><button id="tab">Todas</button></div><article tabindex="-1" id="post">Aviso</article>',
    );
    page.querySelector<HTMLElement>('#tab')!.focus();
    moveFocusTo(page.querySelector<HTMLElement>('#post'), { preventScroll: true });
    expect(document.activeElement?.id).toBe('tab');
  });

  it('leaves the focus in an open menu', () => {
    const page = addElement('<div role="menu"><button role="menuitem" id="item">Bandeja</button></div><h2 tabindex="-1" id="title">Correo</h2>');
    page.querySelector<HTMLElement>('#item')!.focus();
    moveFocusTo(page.querySelector<HTMLElement>('#title'));
    expect(document.activeElement?.id).toBe('item');
  });

  it('moves within the dialog that holds the element (a viewer shown in a dialog on phones)', () => {
    const page = addElement('<div role="dialog" aria-label="Clase"><button id="close">Cerrar</button><h2 tabindex="-1" id="title">Clase 3</h2></div>');
    page.querySelector<HTMLElement>('#close')!.focus();
    moveFocusTo(page.querySelector<HTMLElement>('#title'));
    expect(document.activeElement?.id).toBe('title');
  });
});
