import { describe, expect, it } from 'vitest';
import { clozeSides, fieldToText, textToField } from './anki-html.ts';

describe('Anki field HTML as card text', () => {
  it('keeps line breaks of <br> and blocks, once per nested block, and blank lines of empty blocks', () => {
    expect(fieldToText('a<br>b<br><br>c').text).toBe('a\nb\n\nc');
    expect(fieldToText('<div><div><b>one</b></div><div>two</div></div>').text).toBe('one\ntwo');
    expect(fieldToText('<div>one</div><div><br></div><div>two</div>').text).toBe('one\n\ntwo');
  });

  it('drops tags, scripts and styles with their content, and decodes entities', () => {
    const field = fieldToText(
      '<style>.x{}</style><script>alert(1)</script><span style="color:red">H<sub>2</sub>O &amp; &lt;salt&gt; &#x3C0; &#960;&nbsp;&deg;</span><!-- note -->',
    );
    expect(field.text).toBe('H2O & <salt> π π °');
  });

  it('lists images, counts sounds and keeps neither in the text', () => {
    expect(fieldToText('Look <img src="a b.png"> <IMG SRC=\'c&amp;d.jpg\'> [sound:x.mp3] here')).toEqual({
      text: 'Look here',
      images: ['a b.png', 'c&d.jpg'],
      sounds: 1,
    });
  });

  it('writes text back as a field that reads the same', () => {
    const text = 'x² <b> & "q"\n\ttabbed  two spaces';
    expect(fieldToText(textToField(text)).text).toBe(text);
  });

  it('hides one cloze deletion at a time, showing its hint', () => {
    expect(clozeSides('{{c1::Paris}} is in {{c2::France::country}}', 2)).toEqual({
      question: 'Paris is in [country]',
      answer: 'Paris is in France',
    });
  });
});
