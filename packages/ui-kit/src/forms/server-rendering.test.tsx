// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  AddressFinder,
  clearErrors,
  createAddressPort,
  FieldError,
  FileInput,
  FormErrorsProvider,
  ImagePreview,
  ImagePreviewModal,
  showFieldErrors,
} from '@atelier/ui-kit';

describe('files and forms under server-side rendering', () => {
  it('render without window or document', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <FormErrorsProvider>
        <FileInput
          id="files"
          max={3}
          value={[{ id: 1, url: '/u/1.jpg', name: 'a.jpg', type: 'image/jpeg' }]}
        />
        <ImagePreview src="/t/1.jpg" alt="캔들" />
        <ImagePreviewModal open src="/p/1.jpg" alt="캔들" onClose={() => {}} />
        <AddressFinder
          defaultValue={{ zonecode: '14598', address: '경기 부천시 원미구 길주로 210', detail: '' }}
        />
        <FieldError name="mb_id" />
      </FormErrorsProvider>,
    );
    expect(html).toContain('파일 선택');
    expect(html).toContain('우편번호 찾기');
    expect(html).toContain('value="14598"');
    expect(html).toContain('id="mb_id-error"');
    // The modal needs document.body for its portal, so it renders on the client only.
    expect(html).not.toContain('role="dialog"');
  });

  it('ports and error helpers are inert on the server', async () => {
    await expect(createAddressPort().open()).resolves.toBeNull();
    await expect(createAddressPort({ kakao: true }).open()).resolves.toBeNull();
    expect(showFieldErrors({ mb_id: ['x'] })).toEqual({
      shown: [],
      unmatched: [],
      dialogShown: false,
    });
    expect(() => clearErrors()).not.toThrow();
  });
});
