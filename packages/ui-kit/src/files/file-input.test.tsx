import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import imageCompression from 'browser-image-compression';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COMPRESSION_QUALITY,
  COMPRESSION_THRESHOLD_BYTES,
  createDialogService,
  DialogProvider,
  FileInput,
} from '@atelier/ui-kit';
import type { ExistingFile, FileInputProps } from '@atelier/ui-kit';
import { expectNoAxeViolations } from '@atelier/test-utils/a11y';
import { makeTestFile } from './make-test-file.js';

vi.mock('browser-image-compression', () => ({
  default: vi.fn(async () => new File([new Uint8Array(1000)], 'blob', { type: 'image/jpeg' })),
}));
const compress = vi.mocked(imageCompression);

const MB4 = 4 * 1024 * 1024;
const existingPhoto: ExistingFile = {
  id: 1,
  url: '/uploads/1.jpg',
  name: 'old.jpg',
  type: 'image/jpeg',
};

function Controlled(props: Partial<FileInputProps> & { initial?: File[] }) {
  const { initial = [], onChange, ...rest } = props;
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <FileInput
      id="files"
      {...rest}
      files={files}
      onChange={(next) => {
        setFiles(next);
        onChange?.(next);
      }}
    />
  );
}

const zoneOf = (input: HTMLElement): HTMLElement => input.closest('.atelier-file-input')!;
const drop = (target: HTMLElement, files: File[]): void => {
  fireEvent.drop(target, { dataTransfer: { files, types: ['Files'] } });
};
const tiles = (): HTMLElement[] =>
  Array.from(document.querySelectorAll('li.atelier-file-input__tile'));

let created: string[];
let revoked: string[];
beforeEach(() => {
  created = [];
  revoked = [];
  let n = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:test/${++n}`;
    created.push(url);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
    revoked.push(url);
  });
  compress.mockClear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FileInput limit (spec §5)', () => {
  it('alerts 최대 {max}개 and adds nothing when a pick exceeds max', async () => {
    const user = userEvent.setup();
    const dialogs = createDialogService();
    const onChange = vi.fn();
    render(
      <DialogProvider service={dialogs}>
        <Controlled max={2} value={[existingPhoto]} onChange={onChange} />
      </DialogProvider>,
    );
    const input = screen.getByLabelText('파일 선택');
    // 1 existing + 2 incoming > 2
    await user.upload(input, [
      makeTestFile('png', 'a.png', 'image/png'),
      makeTestFile('png', 'b.png', 'image/png'),
    ]);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('최대 2개의 파일만 업로드할 수 있습니다.')).toBeTruthy();
    expect(within(dialog).getByRole('heading').textContent).toBe('알림');
    expect(onChange).not.toHaveBeenCalled();
    expect(tiles()).toHaveLength(1);
  });

  it('counts files already selected: default max 1 refuses a second drop', async () => {
    const onLimitExceeded = vi.fn();
    const onChange = vi.fn();
    render(
      <Controlled
        initial={[makeTestFile('pdf', 'first.pdf', 'application/pdf')]}
        onLimitExceeded={onLimitExceeded}
        onChange={onChange}
      />,
    );
    drop(zoneOf(screen.getByLabelText('파일 선택')), [
      makeTestFile('pdf', 'second.pdf', 'application/pdf'),
    ]);
    expect(onLimitExceeded).toHaveBeenCalledWith('최대 1개의 파일만 업로드할 수 있습니다.', 1);
    await act(async () => {});
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('second.pdf')).toBeNull();
    expect(screen.getByText('first.pdf')).toBeTruthy();
  });

  it('refuses a drop of several files that together exceed max, through the dialog', async () => {
    const dialogs = createDialogService();
    const onChange = vi.fn();
    render(
      <DialogProvider service={dialogs}>
        <Controlled max={3} onChange={onChange} />
      </DialogProvider>,
    );
    const files = ['a', 'b', 'c', 'd'].map((n) =>
      makeTestFile('pdf', `${n}.pdf`, 'application/pdf'),
    );
    drop(zoneOf(screen.getByLabelText('파일 선택')), files);
    expect(dialogs.getSnapshot().map((r) => r.message)).toEqual([
      '최대 3개의 파일만 업로드할 수 있습니다.',
    ]);
    await act(async () => {});
    expect(onChange).not.toHaveBeenCalled();
    expect(tiles()).toHaveLength(0);
  });

  it('accepts files up to exactly max from both drop and picker', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onLimitExceeded = vi.fn();
    render(
      <Controlled
        max={3}
        value={[existingPhoto]}
        onChange={onChange}
        onLimitExceeded={onLimitExceeded}
      />,
    );
    const input = screen.getByLabelText('파일 선택');
    drop(zoneOf(input), [makeTestFile('pdf', 'dropped.pdf', 'application/pdf')]);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    await user.upload(input, [makeTestFile('pdf', 'picked.pdf', 'application/pdf')]);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(onChange.mock.lastCall?.[0].map((f: File) => f.name)).toEqual([
      'dropped.pdf',
      'picked.pdf',
    ]);
    expect(onLimitExceeded).not.toHaveBeenCalled();
    expect(tiles()).toHaveLength(3);
  });
});

describe('FileInput previews', () => {
  it('previews jpeg, png, gif, bmp and webp with object URLs; other files get the icon and name', async () => {
    const files = [
      makeTestFile('jpeg', 'a.jpg', 'image/jpeg'),
      makeTestFile('png', 'b.png', 'image/png'),
      makeTestFile('gif', 'c.gif', 'image/gif'),
      makeTestFile('bmp', 'd.bmp', 'image/bmp'),
      makeTestFile('webp', 'e.webp', 'image/webp'),
      makeTestFile('pdf', 'manual.pdf', 'application/pdf'),
      makeTestFile('png', 'vector.svg', 'image/svg+xml'),
    ];
    render(<FileInput max={10} files={files} />);
    await waitFor(() => expect(document.querySelectorAll('[data-kind="image"]')).toHaveLength(5));
    for (const name of ['a.jpg', 'b.png', 'c.gif', 'd.bmp', 'e.webp']) {
      const img = screen.getByRole('img', { name });
      expect(img.getAttribute('src')).toMatch(/^blob:test\//);
    }
    const icons = document.querySelectorAll('[data-kind="file"]');
    expect(icons).toHaveLength(2);
    expect(icons[0]!.querySelector('svg[data-file-icon]')).not.toBeNull();
    expect(icons[0]!.textContent).toContain('manual.pdf');
    expect(icons[1]!.textContent).toContain('vector.svg');
    expect(created).toHaveLength(5);
  });

  it('checks the first bytes: a text file named .png with an image type gets no preview', async () => {
    render(<FileInput files={[makeTestFile('text', 'fake.png', 'image/png')]} />);
    await waitFor(() => expect(document.querySelector('[data-kind="file"]')).not.toBeNull());
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('fake.png')).toBeTruthy();
    expect(created).toEqual([]);
  });

  it('shows existing files by their type: image thumbnails or the file icon', () => {
    render(
      <FileInput
        max={3}
        value={[
          existingPhoto,
          { id: 2, url: '/uploads/2.pdf', name: 'guide.pdf', type: 'application/pdf' },
          { id: 3, url: '/uploads/3.webp', name: 'label.webp' },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'old.jpg' }).getAttribute('src')).toBe('/uploads/1.jpg');
    expect(screen.getByRole('img', { name: 'label.webp' }).getAttribute('src')).toBe(
      '/uploads/3.webp',
    );
    expect(screen.getByText('guide.pdf').closest('li')?.dataset.kind).toBe('file');
  });

  it('preview tiles are 6rem squares', async () => {
    render(<FileInput files={[makeTestFile('png', 'a.png', 'image/png')]} />);
    const tile = tiles()[0]!;
    expect(tile.style.width).toBe('6rem');
    expect(tile.style.height).toBe('6rem');
  });

  it('revokes the object URL when the file is removed and on unmount', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { unmount } = render(
      <Controlled
        max={2}
        initial={[
          makeTestFile('png', 'a.png', 'image/png'),
          makeTestFile('jpeg', 'b.jpg', 'image/jpeg'),
        ]}
        onChange={onChange}
      />,
    );
    await waitFor(() => expect(document.querySelectorAll('[data-kind="image"]')).toHaveLength(2));
    const urlOfA = screen.getByRole('img', { name: 'a.png' }).getAttribute('src')!;
    const urlOfB = screen.getByRole('img', { name: 'b.jpg' }).getAttribute('src')!;
    const removeButtons = screen.getAllByRole('button', { name: '삭제' });
    expect(removeButtons).toHaveLength(2);
    await user.click(removeButtons[0]!);
    expect(onChange.mock.lastCall?.[0].map((f: File) => f.name)).toEqual(['b.jpg']);
    expect(revoked).toEqual([urlOfA]);
    unmount();
    expect(revoked).toEqual([urlOfA, urlOfB]);
  });

  it('labels remove buttons 삭제, described by the file name, and removes existing files', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <FileInput
        max={2}
        value={[
          existingPhoto,
          { id: 2, url: '/u/2.pdf', name: 'guide.pdf', type: 'application/pdf' },
        ]}
        onValueChange={onValueChange}
      />,
    );
    const buttons = screen.getAllByRole('button', { name: '삭제' });
    expect(
      buttons.map((b) => document.getElementById(b.getAttribute('aria-describedby')!)?.textContent),
    ).toEqual(['old.jpg', 'guide.pdf']);
    await user.click(buttons[1]!);
    expect(onValueChange).toHaveBeenCalledWith([existingPhoto]);
  });
});

describe('FileInput compression (spec §5: 4 MB, JPEG 0.7)', () => {
  it('compresses an image of exactly 4 MB to JPEG at quality 0.7', async () => {
    const onChange = vi.fn();
    const big = makeTestFile('png', 'photo.png', 'image/png', MB4);
    expect(COMPRESSION_THRESHOLD_BYTES).toBe(4 * 1024 * 1024);
    expect(COMPRESSION_QUALITY).toBe(0.7);
    render(<Controlled onChange={onChange} />);
    drop(zoneOf(screen.getByLabelText('파일 선택')), [big]);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(compress).toHaveBeenCalledTimes(1);
    expect(compress.mock.calls[0]![0]).toBe(big);
    expect(compress.mock.calls[0]![1]).toMatchObject({
      fileType: 'image/jpeg',
      initialQuality: 0.7,
      useWebWorker: false,
    });
    const [uploaded] = onChange.mock.calls[0]![0] as File[];
    expect(uploaded!.type).toBe('image/jpeg');
    expect(uploaded!.name).toBe('photo.jpg');
    expect(uploaded!.size).toBe(1000);
  });

  it('keeps an image of 4 MB - 1 byte as it is', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const small = makeTestFile('jpeg', 'photo.jpg', 'image/jpeg', MB4 - 1);
    render(<Controlled onChange={onChange} />);
    await user.upload(screen.getByLabelText('파일 선택'), small);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(compress).not.toHaveBeenCalled();
    expect(onChange.mock.calls[0]![0][0]).toBe(small);
  });

  it('never compresses non-images, however big', async () => {
    const onChange = vi.fn();
    const pdf = makeTestFile('pdf', 'catalog.pdf', 'application/pdf', MB4 + 10);
    render(<Controlled onChange={onChange} />);
    drop(zoneOf(screen.getByLabelText('파일 선택')), [pdf]);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(compress).not.toHaveBeenCalled();
    expect(onChange.mock.calls[0]![0][0]).toBe(pdf);
  });
});

describe('FileInput drag and drop, keyboard, a11y', () => {
  it('highlights while files are dragged over and clears on leave and drop', async () => {
    const onChange = vi.fn();
    render(<Controlled max={2} onChange={onChange} />);
    const zone = zoneOf(screen.getByLabelText('파일 선택'));
    expect(zone.dataset.dragover).toBeUndefined();
    const label = zone.querySelector('label')!;
    const files = { dataTransfer: { types: ['Files'], files: [] } };
    fireEvent.dragEnter(zone, files);
    expect(zone.dataset.dragover).toBe('true');
    expect(zone.classList.contains('atelier-file-input--dragover')).toBe(true);
    // Moving onto a child: enter on the child, then leave on the zone - still over it.
    fireEvent.dragEnter(label, files);
    fireEvent.dragLeave(zone);
    expect(zone.dataset.dragover).toBe('true');
    fireEvent.dragLeave(label);
    expect(zone.dataset.dragover).toBeUndefined();
    expect(zone.classList.contains('atelier-file-input--dragover')).toBe(false);
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files: [] } });
    expect(zone.dataset.dragover).toBe('true');
    drop(zone, [makeTestFile('pdf', 'a.pdf', 'application/pdf')]);
    expect(zone.dataset.dragover).toBeUndefined();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
  });

  it('ignores drags of text (no highlight)', () => {
    render(<FileInput />);
    const zone = zoneOf(screen.getByLabelText('파일 선택'));
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['text/plain'], files: [] } });
    expect(zone.dataset.dragover).toBeUndefined();
  });

  it('keeps the native input labelled, visually hidden and keyboard-focusable', async () => {
    const user = userEvent.setup();
    render(<FileInput max={3} />);
    const input = screen.getByLabelText('파일 선택') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(input.style.position).toBe('absolute');
    expect(input.style.width).toBe('1px');
    expect(input.style.display).not.toBe('none');
    await user.tab();
    expect(document.activeElement).toBe(input);
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      '파일을 이곳에 끌어다 놓을 수도 있습니다. (최대 3개)',
    );
  });

  it('uses translated labels', async () => {
    const onLimitExceeded = vi.fn();
    render(
      <Controlled
        initial={[makeTestFile('pdf', 'a.pdf', 'application/pdf')]}
        labels={{
          choose: 'Choose file',
          remove: 'Remove',
          limitExceeded: 'Only up to {max} files can be uploaded.',
        }}
        onLimitExceeded={onLimitExceeded}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
    drop(zoneOf(screen.getByLabelText('Choose file')), [
      makeTestFile('pdf', 'b.pdf', 'application/pdf'),
    ]);
    expect(onLimitExceeded).toHaveBeenCalledWith('Only up to 1 files can be uploaded.', 1);
  });

  it('has no axe violations with image and file tiles', async () => {
    const { container } = render(
      <FileInput
        max={3}
        value={[existingPhoto]}
        onValueChange={() => {}}
        files={[
          makeTestFile('png', 'a.png', 'image/png'),
          makeTestFile('pdf', 'b.pdf', 'application/pdf'),
        ]}
        onChange={() => {}}
      />,
    );
    await waitFor(() => expect(document.querySelectorAll('[data-kind="image"]')).toHaveLength(2));
    await expectNoAxeViolations(container);
  });
});
