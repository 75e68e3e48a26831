import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, personInitials } from './avatar';

describe('Avatar', () => {
  it('shows the uploaded image', () => {
    render(<Avatar name="Giulia Rossi" src="/api/files/abc" />);
    expect(screen.getByRole('img', { name: 'Giulia Rossi' }).getAttribute('src')).toBe('/api/files/abc');
  });

  it('falls back to a user icon when the image is broken', () => {
    render(<Avatar name="Giulia Rossi" src="/api/files/rotto" />);
    fireEvent.error(screen.getByRole('img', { name: 'Giulia Rossi' }));
    const fallback = screen.getByRole('img', { name: 'Giulia Rossi' });
    expect(fallback.tagName).toBe('SPAN');
    expect(fallback.getAttribute('data-fallback')).toBe('icon');
    expect(fallback.querySelector('svg')).not.toBeNull();
  });

  it('treats a default avatar path as no avatar and shows the initials', () => {
    render(<Avatar name="Giulia Rossi" src="/images/default-avatar.png" />);
    const fallback = screen.getByRole('img', { name: 'Giulia Rossi' });
    expect(fallback.textContent).toBe('GR');
    expect(fallback.getAttribute('data-fallback')).toBe('initials');
  });

  it('shows the icon when there is neither image nor name', () => {
    const { container } = render(<Avatar />);
    expect(container.querySelector('[data-fallback="icon"] svg')).not.toBeNull();
  });

  it('can be decorative when the name is written next to it', () => {
    const { container } = render(<Avatar name="Giulia Rossi" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('builds initials from the first and last word', () => {
    expect(personInitials('Giulia Maria Rossi')).toBe('GR');
    expect(personInitials('luca')).toBe('L');
    expect(personInitials('  ')).toBe('');
  });
});
