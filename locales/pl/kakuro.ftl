## A Kakuro's rules, one paragraph each.

kakuro-rules-runs = Wpisz cyfrę od 1 do 9 w każde białe pole. Ciąg to rząd białych pól w poziomie lub w pionie między blokami; liczba w bloku przed nim to jego suma: nad przekątną dla ciągu w prawo, pod nią dla ciągu w dół.
kakuro-rules-sums = Cyfry ciągu dają jego sumę i są różne: 3 w dwóch polach to tylko 1 i 2.
kakuro-rules-given = Każda łamigłówka ma dokładnie jedno rozwiązanie, a prowadzi do niego sama logika: zacznij od sum, które da się ułożyć tylko na jeden sposób.
