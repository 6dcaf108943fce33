import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MainMenu } from './MainMenu';

function renderMenuAt(width: number) {
  window.innerWidth = width;
  render(
    <MemoryRouter>
      <MainMenu />
    </MemoryRouter>,
  );
}

const helpButton = () => screen.getByRole('button', { name: 'Help & Contact' });
const helpLink = (name: string) => screen.queryByRole('link', { name });

describe('MainMenu', () => {
  it('lists the SPEC menu in order', () => {
    renderMenuAt(1280);
    const labels = screen
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.id === 'main-menu')
      .map((item) => item.firstElementChild?.textContent);
    expect(labels).toEqual([
      'Why Ivy',
      'Learner Drivers',
      'Renew Your Policy',
      'My policy',
      'Help & Contact',
      'Blog',
      'About',
    ]);
    expect(screen.getByRole('link', { name: 'Why Ivy' })).toHaveAttribute('href', '/why-ivy');
    expect(screen.getByRole('link', { name: 'My policy' })).toHaveAttribute('href', '/my-policy');
  });

  it('on desktop opens a dropdown on hover and closes it when the pointer leaves', async () => {
    renderMenuAt(1280);
    expect(helpLink('FAQs')).not.toBeInTheDocument();

    await userEvent.hover(helpButton());
    expect(helpButton()).toHaveAttribute('aria-expanded', 'true');
    expect(helpLink('FAQs')).toHaveAttribute('href', '/help-contact/faq');

    await userEvent.unhover(helpButton());
    expect(helpButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('on desktop opens a dropdown when keyboard focus enters it, and Escape closes it', async () => {
    renderMenuAt(1280);
    act(() => helpButton().focus());
    expect(helpButton()).toHaveAttribute('aria-expanded', 'true');

    fireEvent.keyDown(helpButton(), { key: 'Escape' });
    expect(helpButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('on desktop keeps a dropdown open while keyboard focus is inside it, whatever the pointer does', async () => {
    renderMenuAt(1280);
    await userEvent.hover(helpButton());
    act(() => helpButton().focus());
    await userEvent.unhover(helpButton());
    expect(helpButton()).toHaveAttribute('aria-expanded', 'true');
    expect(helpLink('FAQs')).toBeVisible();
  });

  it('on mobile closes the menu on Escape, after any open submenu, and gives focus to its button', async () => {
    renderMenuAt(375);
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.click(helpButton());
    await userEvent.keyboard('{Escape}');
    expect(helpButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('on mobile ignores hover and toggles a dropdown on click', async () => {
    renderMenuAt(375);
    await userEvent.hover(helpButton());
    expect(helpButton()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(helpButton());
    expect(helpButton()).toHaveAttribute('aria-expanded', 'true');
    expect(helpLink('Contact Form')).toHaveAttribute('href', '/help-contact/contact-us');

    await userEvent.click(helpButton());
    expect(helpButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a menu button that toggles the menu and closes it on navigation', async () => {
    renderMenuAt(375);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-controls', 'main-menu');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('main-menu')).toHaveClass('main-menu--open');

    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    await userEvent.click(screen.getByRole('link', { name: 'Careers' }));
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'About' })).toHaveAttribute('aria-expanded', 'false');
  });
});
