import type { BarcodeDetector as PolyfillDetector } from 'barcode-detector/ponyfill';
import zxingReaderWasm from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the scanner asks of a detector: the browser's own BarcodeDetector and the polyfill's alike. */
export type QrDetector = Pick<PolyfillDetector, 'detect'>;

interface DetectorClass {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<readonly string[]>;
}

/**
 * A QR code detector: the browser's own BarcodeDetector where it reads QR codes (Chrome on
 * Android, Safari on macOS), else the barcode-detector polyfill, ZXing-C++ in WebAssembly. Only a
 * browser that needs the polyfill downloads it, and its .wasm comes from the app's own assets (the
 * package's default is a CDN, which the page's policy refuses). Rejects when it cannot be made.
 */
export async function createQrDetector(): Promise<QrDetector> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  const formats = native ? await native.getSupportedFormats().catch(() => []) : [];
  if (native && formats.includes('qr_code')) return new native({ formats: ['qr_code'] });
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  // Compiled now rather than on the first frame, so a .wasm that cannot load fails here, visibly.
  await prepareZXingModule({
    overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? zxingReaderWasm : prefix + file) },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
