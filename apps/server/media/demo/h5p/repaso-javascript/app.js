/* Repaso interactivo: fundamentos de JavaScript.
   Served under a strict CSP (script-src 'self'): no inline handlers, everything is wired here. */
(function () {
  'use strict';

  var QUESTIONS = [
    {
      type: 'multiple',
      text: '¿Qué palabra clave declara una variable que no se puede reasignar?',
      options: ['let', 'var', 'const', 'static'],
      answer: 2,
      explanation: 'Con const el nombre queda ligado a un único valor. Usa let solo cuando necesites reasignar la variable.'
    },
    {
      type: 'truefalse',
      text: 'La expresión typeof null devuelve la cadena "null".',
      code: 'typeof null',
      options: ['Verdadero', 'Falso'],
      answer: 1,
      explanation: 'Devuelve "object". Es un error histórico del lenguaje que se mantiene por compatibilidad; para comprobar null compara con valor === null.'
    },
    {
      type: 'multiple',
      text: '¿Qué muestra por consola este código?',
      code: 'console.log(typeof 42);',
      options: ['"integer"', '"number"', '"string"', '"numeric"'],
      answer: 1,
      explanation: 'En JavaScript todos los números, enteros o decimales, son del tipo number (salvo los bigint).'
    },
    {
      type: 'multiple',
      text: '¿Cuál es una función flecha válida que devuelve el doble de n?',
      options: ['const doble = n => n * 2;', 'const doble = function => n * 2;', 'function doble => (n * 2);', 'const doble(n) = n * 2;'],
      answer: 0,
      code: null,
      codeOptions: true,
      explanation: 'Una función flecha se escribe parámetros => expresión. Con un solo parámetro los paréntesis son opcionales y, sin llaves, el resultado se devuelve automáticamente.'
    },
    {
      type: 'truefalse',
      text: 'Una variable declarada con let dentro de un bloque { } no es accesible fuera de ese bloque.',
      options: ['Verdadero', 'Falso'],
      answer: 0,
      explanation: 'let y const tienen ámbito de bloque. En cambio, var tiene ámbito de función, uno de los motivos para evitarla.'
    },
    {
      type: 'multiple',
      text: '¿Qué devuelve una función que termina sin ejecutar ninguna sentencia return?',
      options: ['null', '0', 'undefined', 'Lanza un error'],
      answer: 2,
      codeOptions: true,
      explanation: 'Si no hay return, o hay un return sin valor, la llamada a la función se evalúa como undefined.'
    }
  ];

  var TYPE_LABELS = { multiple: 'Opción múltiple', truefalse: 'Verdadero o falso' };

  var state = { index: 0, answers: [], checked: false };

  var $ = function (id) { return document.getElementById(id); };
  var el = {
    progress: $('progress'), progressText: $('progress-text'),
    questionView: $('question-view'), form: $('question-form'), type: $('question-type'),
    text: $('question-text'), code: $('question-code'), options: $('options'), feedback: $('feedback'),
    check: $('check'), next: $('next'),
    resultView: $('result-view'), resultTitle: $('result-title'), scoreNumber: $('score-number'),
    scoreText: $('score-text'), summary: $('summary'), retry: $('retry')
  };

  function selectedValue() {
    var chosen = el.form.querySelector('input[name="answer"]:checked');
    return chosen ? Number(chosen.value) : null;
  }

  function renderQuestion(focus) {
    var q = QUESTIONS[state.index];
    state.checked = false;
    el.progress.value = state.index;
    el.progressText.textContent = 'Pregunta ' + (state.index + 1) + ' de ' + QUESTIONS.length;
    el.type.textContent = TYPE_LABELS[q.type];
    el.text.textContent = q.text;
    el.code.hidden = !q.code;
    el.code.textContent = q.code || '';
    el.options.className = 'options' + (q.type === 'truefalse' ? ' options-tf' : '');
    el.options.textContent = '';
    q.options.forEach(function (label, i) {
      var id = 'q' + state.index + '-o' + i;
      var wrap = document.createElement('div');
      wrap.className = 'option';
      var input = document.createElement('input');
      input.type = 'radio'; input.name = 'answer'; input.id = id; input.value = String(i);
      var lab = document.createElement('label');
      lab.htmlFor = id;
      var letter = document.createElement('span');
      letter.className = 'option-letter'; letter.setAttribute('aria-hidden', 'true');
      letter.textContent = q.type === 'truefalse' ? (i === 0 ? 'V' : 'F') : String.fromCharCode(65 + i);
      var txt = document.createElement(q.codeOptions ? 'code' : 'span');
      txt.className = 'option-text';
      txt.textContent = label;
      lab.appendChild(letter); lab.appendChild(txt);
      wrap.appendChild(input); wrap.appendChild(lab);
      el.options.appendChild(wrap);
    });
    el.feedback.textContent = '';
    el.feedback.className = 'feedback';
    el.check.hidden = false; el.check.disabled = true;
    el.next.hidden = true;
    el.questionView.hidden = false; el.resultView.hidden = true;
    if (focus) el.text.focus();
  }

  function check() {
    var value = selectedValue();
    if (value === null || state.checked) return;
    var q = QUESTIONS[state.index];
    var correct = value === q.answer;
    state.checked = true;
    state.answers[state.index] = value;
    Array.prototype.forEach.call(el.options.querySelectorAll('.option'), function (opt, i) {
      var input = opt.querySelector('input');
      input.disabled = true;
      if (i === q.answer) opt.classList.add('is-correct');
      else if (i === value) opt.classList.add('is-wrong');
    });
    el.feedback.className = 'feedback ' + (correct ? 'feedback-ok' : 'feedback-ko');
    el.feedback.textContent = '';
    var strong = document.createElement('strong');
    strong.textContent = correct ? '¡Correcto! ' : 'No es correcto. La respuesta correcta es «' + q.options[q.answer] + '». ';
    el.feedback.appendChild(strong);
    el.feedback.appendChild(document.createTextNode(q.explanation));
    el.progress.value = state.index + 1;
    el.check.hidden = true;
    el.next.hidden = false;
    el.next.textContent = state.index + 1 < QUESTIONS.length ? 'Siguiente pregunta' : 'Ver resultado';
    el.next.focus();
  }

  function score() {
    return state.answers.reduce(function (acc, a, i) { return acc + (a === QUESTIONS[i].answer ? 1 : 0); }, 0);
  }

  function renderResult() {
    var points = score();
    var total = QUESTIONS.length;
    var pct = Math.round((points / total) * 100);
    el.scoreNumber.textContent = String(points);
    var message = pct === 100 ? '¡Perfecto! Dominas los fundamentos.'
      : pct >= 67 ? '¡Buen trabajo! Repasa las preguntas falladas.'
      : pct >= 50 ? 'Vas por buen camino, pero conviene repasar la unidad.'
      : 'Te recomendamos volver a ver la clase y repasar los apuntes.';
    el.scoreText.textContent = 'Has acertado ' + points + ' de ' + total + ' preguntas (' + pct + ' %). ' + message;
    el.summary.textContent = '';
    QUESTIONS.forEach(function (q, i) {
      var li = document.createElement('li');
      var ok = state.answers[i] === q.answer;
      li.className = ok ? 'ok' : 'ko';
      var mark = document.createElement('span');
      mark.className = 'mark';
      mark.textContent = ok ? '✔' : '✘';
      mark.setAttribute('role', 'img');
      mark.setAttribute('aria-label', ok ? 'Acierto' : 'Fallo');
      li.appendChild(mark);
      li.appendChild(document.createTextNode(' ' + q.text));
      el.summary.appendChild(li);
    });
    el.progress.value = total;
    el.progressText.textContent = 'Repaso completado';
    el.questionView.hidden = true;
    el.resultView.hidden = false;
    el.resultTitle.focus();
  }

  el.form.addEventListener('change', function () {
    if (!state.checked) el.check.disabled = selectedValue() === null;
  });
  el.form.addEventListener('submit', function (event) {
    event.preventDefault();
    check();
  });
  el.next.addEventListener('click', function () {
    if (state.index + 1 < QUESTIONS.length) {
      state.index += 1;
      renderQuestion(true);
    } else {
      renderResult();
    }
  });
  el.retry.addEventListener('click', function () {
    state.index = 0;
    state.answers = [];
    renderQuestion(true);
  });

  renderQuestion(false);
})();
