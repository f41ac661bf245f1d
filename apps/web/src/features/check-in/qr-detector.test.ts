import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type * as Ponyfill from 'barcode-detector/ponyfill';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { createQrDetector } from './qr-detector.ts';

const polyfill = vi.hoisted(() => ({
  made: [] as unknown[],
  prepare: vi.fn(async (_options: unknown) => ({})),
}));

vi.mock('barcode-detector/ponyfill', () => ({
  BarcodeDetector: class {
    constructor(readonly options: unknown) {
      polyfill.made.push(options);
    }
  },
  prepareZXingModule: polyfill.prepare,
}));

/** A browser's own BarcodeDetector that reads the given formats. */
function nativeDetector(formats: string[]) {
  const made: unknown[] = [];
  return class {
    static made = made;
    static getSupportedFormats = async () => formats;
    constructor(options: unknown) {
      made.push(options);
    }
  };
}

describe('createQrDetector', () => {
  beforeEach(() => {
    polyfill.made.length = 0;
    polyfill.prepare.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('takes the browser’s own detector when it reads QR codes, and loads no polyfill', async () => {
    const Native = nativeDetector(['aztec', 'qr_code']);
    vi.stubGlobal('BarcodeDetector', Native);
    const detector = await createQrDetector();
    expect(detector).toBeInstanceOf(Native);
    expect(Native.made).toEqual([{ formats: ['qr_code'] }]);
    expect(polyfill.prepare).not.toHaveBeenCalled();
    expect(polyfill.made).toEqual([]);
  });

  it.each([
    ['a browser without one', undefined],
    ['a browser whose detector reads no QR code', nativeDetector(['ean_13'])],
  ])('takes the polyfill in %s, its WebAssembly from the app’s own assets, compiled before scanning', async (_case, native) => {
    vi.stubGlobal('BarcodeDetector', native);
    await createQrDetector();
    expect(polyfill.made).toEqual([{ formats: ['qr_code'] }]);
    expect(polyfill.prepare).toHaveBeenCalledOnce();
    const options = polyfill.prepare.mock.calls[0]![0] as { overrides: { locateFile(file: string, prefix: string): string }; fireImmediately: boolean };
    expect(options.fireImmediately).toBe(true);
    expect(options.overrides.locateFile('zxing_reader.wasm', 'https://cdn.example/')).toBe(zxingReaderWasm);
    expect(zxingReaderWasm).not.toMatch(/^https?:/);
  });

  it('points the polyfill at the very .wasm its own code was built for', async () => {
    const { ZXING_WASM_SHA256 } = await vi.importActual<typeof Ponyfill>('barcode-detector/ponyfill');
    const file = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    expect(zxingReaderWasm).toContain('zxing_reader');
    expect(createHash('sha256').update(fs.readFileSync(file)).digest('hex')).toBe(ZXING_WASM_SHA256);
  });
});
