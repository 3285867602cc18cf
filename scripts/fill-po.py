"""Write msgstr values from a JSON table into one catalog of every locale (only empty entries):
   python3 scripts/fill-po.py translations.json account.po"""
import json, re, sys, pathlib
table = json.load(open(sys.argv[1], encoding='utf-8'))
for locale, entries in table.items():
    path = pathlib.Path('locales') / locale / sys.argv[2]
    text = path.read_text(encoding='utf-8')
    for msgid, msgstr in entries.items():
        pattern = re.compile(r'(msgid "' + re.escape(msgid) + r'"\nmsgstr )""')
        text = pattern.sub(lambda m: m.group(1) + json.dumps(msgstr, ensure_ascii=False), text)
    path.write_text(text, encoding='utf-8')
