import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

// For the tests only: libxml2's XML Schema validator (compiled to WebAssembly) against the official FatturaPA 1.2.2
// schema shipped in ./schema, byte for byte as the Agenzia delle Entrate publishes it. Its import of the xmldsig
// schema points to the W3C site; libxml2 gets the local copy instead, since tests run offline.

const SCHEMA_DIR = join(import.meta.dirname, 'schema');
export const FATTURAPA_XSD = readFileSync(join(SCHEMA_DIR, 'Schema_del_file_xml_FatturaPA_v1.2.2.xsd'), 'utf8').replace(
  'http://www.w3.org/TR/2002/REC-xmldsig-core-20020212/xmldsig-core-schema.xsd',
  'xmldsig-core-schema.xsd',
);
const DSIG = readFileSync(join(SCHEMA_DIR, 'xmldsig-core-schema.xsd'), 'utf8');

/** Whether the document is valid FatturaPA 1.2.2, with libxml2's messages when it is not. */
export async function validateFatturaPa(xml: string): Promise<{ valid: boolean; errors: string[] }> {
  const result = await validateXML({
    xml: { fileName: 'fattura.xml', contents: xml },
    schema: { fileName: 'fatturapa.xsd', contents: FATTURAPA_XSD },
    preload: { fileName: 'xmldsig-core-schema.xsd', contents: DSIG },
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
}
