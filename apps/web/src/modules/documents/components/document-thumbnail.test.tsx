import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentThumbnail } from './document-thumbnail';

const pdf = {
  title: 'Verbale CdA',
  mime_type: 'application/pdf',
  thumbnail_url: '/api/documents/d1/thumbnail?v=0123456789abcdef',
};

describe('DocumentThumbnail', () => {
  it('shows the first page lazily, with Italian alt text and a fixed size', () => {
    render(<DocumentThumbnail document={pdf} />);
    const image = screen.getByRole('img', { name: 'Prima pagina di «Verbale CdA»' });
    expect(image.getAttribute('src')).toBe(pdf.thumbnail_url);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('36');
    expect(image.getAttribute('height')).toBe('48');
  });

  it('names an image as an image', () => {
    render(
      <DocumentThumbnail
        size="md"
        document={{ title: 'Foto cantiere', mime_type: 'image/png', thumbnail_url: '/api/documents/d2/thumbnail' }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Immagine «Foto cantiere» in miniatura' }).getAttribute('width')).toBe('96');
  });

  it('falls back to the type icon without a thumbnail, and when the picture fails to load', () => {
    const { rerender } = render(<DocumentThumbnail document={{ ...pdf, thumbnail_url: null }} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('document-thumbnail-icon')).toBeTruthy();
    rerender(<DocumentThumbnail document={pdf} />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByTestId('document-thumbnail-icon')).toBeTruthy();
    // A new version's picture is tried again.
    rerender(
      <DocumentThumbnail document={{ ...pdf, thumbnail_url: '/api/documents/d1/thumbnail?v=fedcba9876543210' }} />,
    );
    expect(screen.getByRole('img')).toBeTruthy();
  });
});
