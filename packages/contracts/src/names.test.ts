import { describe, expect, it } from 'vitest';
import { certifiedFullName, inMemberCasing } from './names.js';

describe('names in the member casing (issue 37)', () => {
  it("a record's capitals become ordinary capitalisation", () => {
    expect(inMemberCasing('CHIOMA')).toBe('Chioma');
    expect(inMemberCasing('ADA-OBI')).toBe('Ada-Obi');
    expect(inMemberCasing("D'SOUZA")).toBe("D'Souza");
    expect(inMemberCasing('  NGOZI   AMAKA ')).toBe('Ngozi Amaka');
  });
  it("the member's own spelling wins when it is the same name", () => {
    expect(inMemberCasing('MCDONALD', 'McDonald')).toBe('McDonald');
    expect(inMemberCasing('CHIOMA', 'Ada')).toBe('Chioma');
  });
  it('a mixed-case name is kept as the record has it', () => {
    expect(inMemberCasing('McKenzie')).toBe('McKenzie');
  });
  it('the certified full name', () => {
    expect(certifiedFullName('Chinedu', 'CHIOMA', 'Okonkwo')).toBe('Chinedu Chioma Okonkwo');
    expect(certifiedFullName('Chinedu', null, 'Okonkwo')).toBe('Chinedu Okonkwo');
  });
});

describe('the item a rejection is about (issue 37)', () => {
  it('reads the reason label the member sees', async () => {
    const { rejectedItemOf } = await import('./backoffice.js');
    expect(rejectedItemOf('Document is unreadable. The corners are cut off')).toBe('document');
    expect(rejectedItemOf('Face does not match the document')).toBe('selfie');
    expect(rejectedItemOf('Details do not match')).toBeNull();
    expect(rejectedItemOf('The document photo is blurred')).toBeNull();
    expect(rejectedItemOf(null)).toBeNull();
  });
});
