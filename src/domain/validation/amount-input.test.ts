import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsBefore, leadingZerosOf, readAmountEdit, readWholeAmount, type NumberSeparators } from './amount-input';

/** The marks Intl gives each of our locales (formatters.test.ts checks them against Intl). */
const DOTS: NumberSeparators = { group: '.', decimal: ',' }; // es-ES, es-CO, vi, de, ro
const COMMAS: NumberSeparators = { group: ',', decimal: '.' }; // es-MX, en-PH, en
const SPACES: NumberSeparators = { group: '\u00a0', decimal: ',' }; // pl

const value = (text: string, separators: NumberSeparators) => {
  const reading = readWholeAmount(text, separators);
  return reading.kind === 'whole' ? reading.value : reading.kind === 'refused' ? reading.reason : reading.kind;
};

describe('reading a whole amount back from grouped text', () => {
  it('plain digits are the amount in every locale; empty text is no answer', () => {
    for (const separators of [DOTS, COMMAS, SPACES]) {
      expect(value('5000000', separators)).toBe(5_000_000);
      expect(value(' 42 ', separators)).toBe(42);
      expect(value('0', separators)).toBe(0);
      expect(value('   ', separators)).toBe('empty');
    }
  });

  it("the locale's group mark is taken back out between groups of three", () => {
    expect(value('5.000.000', DOTS)).toBe(5_000_000);
    expect(value('1.500', DOTS)).toBe(1500);
    expect(value('5,000,000', COMMAS)).toBe(5_000_000);
    expect(value('15\u00a0000', SPACES)).toBe(15_000);
  });

  it('spaces of any kind group digits in every locale, so a pasted "5 000 000" reads everywhere', () => {
    for (const separators of [DOTS, COMMAS, SPACES]) {
      expect(value('5 000 000', separators)).toBe(5_000_000);
      expect(value('5\u00a0000\u202f000', separators)).toBe(5_000_000);
    }
  });

  it('a mark that occurs twice cannot be a decimal mark: the other notation reads where it is unambiguous', () => {
    expect(value('5,000,000', DOTS)).toBe(5_000_000);
    expect(value('5.000.000', COMMAS)).toBe(5_000_000);
    expect(value('5.000.000', SPACES)).toBe(5_000_000);
  });

  it("a decimal part is refused, never read as more digits: '1.500,50' in es is not 150050", () => {
    expect(value('1.500,50', DOTS)).toBe('decimal');
    expect(value('1500,50', DOTS)).toBe('decimal');
    expect(value('1,5', DOTS)).toBe('decimal');
    expect(value('5,000.00', DOTS)).toBe('decimal');
    expect(value('1,500.50', COMMAS)).toBe('decimal');
    expect(value('1 500,50', SPACES)).toBe('decimal');
    // Written another way: "12.5" in es is not 125 nor 12500.
    expect(value('12.5', DOTS)).toBe('decimal');
  });

  it("a single mark reads as the locale means it: '5,000' is five with decimals in es-CO, '5.000' in es-MX", () => {
    expect(value('5,000', DOTS)).toBe('decimal');
    expect(value('5.000', COMMAS)).toBe('decimal');
    expect(value('5,000', COMMAS)).toBe(5000);
    expect(value('5.000', DOTS)).toBe(5000);
    expect(value('5,000', SPACES)).toBe('decimal');
  });

  it('marks out of place, signs, letters and currencies are refused', () => {
    expect(value('1.50.000', DOTS)).toBe('notGrouped');
    expect(value('1.5.0', DOTS)).toBe('notGrouped');
    expect(value('5.000 000', DOTS)).toBe('notGrouped');
    expect(value('5.', DOTS)).toBe('notDigits');
    expect(value('.500', DOTS)).toBe('notDigits');
    expect(value('-5', DOTS)).toBe('notDigits');
    expect(value('12a', DOTS)).toBe('notDigits');
    expect(value('$ 5.000', DOTS)).toBe('notDigits');
  });

  it('at most twelve digits, as toStoredNumber reads', () => {
    expect(value('999.999.999.999', DOTS)).toBe(999_999_999_999);
    expect(value('1.000.000.000.000', DOTS)).toBe('tooLong');
  });
});

describe('reading what was typed into the grouped text shown', () => {
  const edited = (text: string, shown: string, separators: NumberSeparators) => {
    const reading = readAmountEdit(text, shown, separators);
    return reading.kind === 'whole' ? reading.value : reading.kind === 'refused' ? reading.reason : reading.kind;
  };

  it('digits typed into or deleted from a grouped amount are read by its digits, wherever its marks now stand', () => {
    expect(edited('5.0000', '5.000', DOTS)).toBe(50_000);
    expect(edited('5.1000.000', '5.000.000', DOTS)).toBe(51_000_000);
    expect(edited('5.00.000', '5.000.000', DOTS)).toBe(500_000);
    expect(edited('5,0000', '5,000', COMMAS)).toBe(50_000);
    expect(edited('15\u00a00000', '15\u00a0000', SPACES)).toBe(150_000);
    // Digits typed over digits: "000" of "5.000" replaced by "25".
    expect(edited('5.25', '5.000', DOTS)).toBe(525);
    // The first digit deleted: what is left is zeros, the amount 0.
    expect(edited('.000', '5.000', DOTS)).toBe(0);
  });

  it('a mark typed, a paste holding one, or an edit of refused text is read as new text: a decimal part is still refused', () => {
    expect(edited('5.000,5', '5.000', DOTS)).toBe('decimal');
    expect(edited('12.50', '5.000', DOTS)).toBe('decimal');
    expect(edited('12.50', '12.5', DOTS)).toBe('decimal');
    expect(edited('5.000.', '5.000', DOTS)).toBe('notDigits');
    expect(edited('5000', '5.000', DOTS)).toBe(5000);
    expect(edited('', '5.000', DOTS)).toBe('empty');
    expect(edited('5000000', '', DOTS)).toBe(5_000_000);
  });

  it('zeros typed before the amount are what its grouped number does not show', () => {
    expect(leadingZerosOf('05.000')).toBe('0');
    expect(leadingZerosOf('.000')).toBe('00');
    expect(leadingZerosOf('0')).toBe('');
    expect(leadingZerosOf('5.000')).toBe('');
  });
});

describe('the caret stays after the same digits when the text is regrouped', () => {
  it('counts the digits left of the caret, not the marks', () => {
    expect(digitsBefore('5.000.000', 7)).toBe(5);
    expect(digitsBefore('5.000', 0)).toBe(0);
    expect(digitsBefore('5.000', 2)).toBe(1);
  });

  it('puts the caret right after that many digits of the new text', () => {
    // Typed at the end: "500000" + "0" becomes "5.000.000", the caret at its end.
    expect(caretAfterDigits('5.000.000', digitsBefore('5000000', 7))).toBe(9);
    // Typed in the middle: "1" after "5.0" is "5.01|00" typed, "50.1|00" shown.
    expect(caretAfterDigits('50.100', digitsBefore('5.0100', 4))).toBe(4);
    // A digit deleted before a mark: "15.|000" less "5" is "1.000" typed, "1000" shown in es-ES.
    expect(caretAfterDigits('1000', digitsBefore('1.000', 1))).toBe(1);
    expect(caretAfterDigits('5.000', 0)).toBe(0);
    // Fewer digits than counted (a leading zero dropped): the end.
    expect(caretAfterDigits('5', 2)).toBe(1);
  });
});
